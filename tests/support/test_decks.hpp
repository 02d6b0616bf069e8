// Decks shared by several tests, without [run] limits or [amr] settings: each test adds what it
// varies as overrides ("run.max_steps=12", "amr.max_level=2"), as `vagus run --set` would.
#pragma once

namespace vagus::testing {

// 3-D Richtmyer-Meshkov on 32 x 8 x 8 cells: a Mach 1.2 shock at x = 0.3 in air runs into SF6
// beyond a single-mode interface at x = 0.6; inflow at low x, a wall at high x, periodic in y, z.
inline constexpr const char* kSmallRichtmyerMeshkov3D = R"(
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [2.0, 0.5, 0.5]
cells = [32, 8, 8]
periodic = [false, true, true]
boundary_lo = ["inflow", "outflow", "outflow"]
boundary_hi = ["reflecting", "outflow", "outflow"]
[physics]
kernel = "euler"
gamma = [1.4, 1.094]
[problem]
name = "richtmyer_meshkov"
mach = 1.2
shock_x = 0.3
interface_x = 0.6
amplitude = 0.05
wavelength = 0.5
)";

// 2-D: a dense disc of gas 2 carried by a uniform flow across a periodic 32 x 32 domain.
inline constexpr const char* kMovingBlob2D = R"(
[mesh]
lo = [0.0, 0.0, 0.0]
hi = [1.0, 1.0, 0.03125]
cells = [32, 32, 1]
periodic = [true, true, true]
[physics]
kernel = "euler"
gamma = [1.4, 1.67]
[problem]
name = "blob"
centre = [0.3, 0.4, 0.0]
radius = 0.15
velocity = [1.0, 0.5, 0.0]
)";

}  // namespace vagus::testing
