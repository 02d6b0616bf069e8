#!/usr/bin/python3
"""The theta-group narrowband Richtmyer-Meshkov case against the paper's ensemble values.

Usage:
  theta_group.py DIAGNOSTICS.csv [--window T0 T1] [--plot OUT.png] [--check]
  theta_group.py out/theta_group/diagnostics.csv --plot theta_group.png

Reads the diagnostics of a run of inputs/validation/theta_group.toml (docs/file-formats.md: the
integral width W = mix_width, the molecular mixing fraction Theta = mix_fraction, the kinetic
energy of the fluctuations along x and across it, tke_x and tke_yz) and the deck beside it (for
the time the shock reaches the interface, t_hit). It fits the growth exponent theta of
W ~ (t - t_hit)^theta by least squares of log W against log (t - t_hit) over the window (default
the late time t - t_hit from a fifth of the run's to its end), shows how theta drifts (the same fit over four
consecutive parts of the window), and reports the late-time Theta (its mean over the last tenth of
the run) and the anisotropy tke_x / (tke_yz / 2) at the end (kinetic energy along x against that
along one transverse direction).

The reference values are the ensemble of eight codes in Thornber et al. (2017), Phys. Fluids 29,
105107, abstract: theta = 0.292 +- 0.009, Theta = 0.792 +- 0.014, and at the latest time 49% to 66%
more kinetic energy along the shock's direction than across it. --plot draws W(t) on log axes with
the fit and the paper's exponent, Theta(t) and the anisotropy against time with the paper's values
as bands. --check exits with status 1 when theta or the late Theta lies outside the bounds that
docs/validation.md states and justifies (THETA_BOUND, MIXING_BOUND below).
"""
import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from exact_riemann import State, shocked_state  # noqa: E402
from plot_diagnostics import find_deck, least_squares_slope, read  # noqa: E402

PAPER_THETA, PAPER_THETA_ERROR = 0.292, 0.009
PAPER_MIXING, PAPER_MIXING_ERROR = 0.792, 0.014
PAPER_ANISOTROPY = (1.49, 1.66)
THETA_BOUND = 0.05
MIXING_BOUND = 0.06


def hit_time(deck):
    problem, physics = deck["problem"], deck["physics"]
    gas1 = State(problem.get("density", 1.0), 0.0, problem.get("pressure", 1.0))
    _, speed = shocked_state(gas1, physics["gamma"][0], problem["mach"])
    return (problem["interface_x"] - problem["shock_x"]) / speed  # the frame moves both alike


def fit_exponent(t, w, t_hit, t0, t1):
    pts = [(math.log(a - t_hit), math.log(b)) for a, b in zip(t, w) if t0 <= a <= t1 and b > 0]
    if len(pts) < 3:
        return math.nan, 0
    return least_squares_slope([p[0] for p in pts], [p[1] for p in pts]), len(pts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("csv", help="the run's diagnostics.csv")
    parser.add_argument("--window", type=float, nargs=2, metavar=("T0", "T1"),
                        help="the fit's window in t (default: t - t_hit from a fifth of the run's "
                             "to the end)")
    parser.add_argument("--plot", metavar="OUT.png", help="draw W, Theta and the anisotropy")
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when theta or the late Theta is outside the stated bounds")
    args = parser.parse_args()
    deck, source = find_deck(args.csv)
    if not deck:
        sys.exit(f"no deck next to {args.csv}")
    data = read(args.csv)
    t, width, mixing = data["time"], data["mix_width"], data["mix_fraction"]
    t_hit = hit_time(deck)
    t_end = t[-1]
    if args.window:
        t0, t1 = args.window
    else:
        t0, t1 = t_hit + (t_end - t_hit) / 5.0, t_end
    theta, rows = fit_exponent(t, width, t_hit, t0, t1)
    late = [m for a, m in zip(t, mixing) if a >= 0.9 * t_end]
    late_mixing = sum(late) / len(late)
    anisotropy = 2.0 * data["tke_x"][-1] / data["tke_yz"][-1]

    print(f"deck: {source}; the shock reaches the interface at t = {t_hit:.6g}; run to {t_end:.6g}")
    print(f"theta = {theta:.4f} (W ~ (t - t_hit)^theta over t in [{t0:.4g}, {t1:.4g}], {rows} rows;"
          f" paper {PAPER_THETA} +- {PAPER_THETA_ERROR})")
    edges = [math.exp(math.log(t0 - t_hit) + q * (math.log(t1 - t_hit) - math.log(t0 - t_hit)) / 4)
             + t_hit for q in range(5)]
    drift = [fit_exponent(t, width, t_hit, edges[q], edges[q + 1])[0] for q in range(4)]
    print("  over four parts of the window: " + ", ".join(f"{d:.3f}" for d in drift))
    print(f"Theta late = {late_mixing:.4f} (mean over t >= {0.9 * t_end:.4g}; paper "
          f"{PAPER_MIXING} +- {PAPER_MIXING_ERROR})")
    print(f"W at the end = {width[-1]:.5g}; anisotropy tke_x / (tke_yz / 2) at the end = "
          f"{anisotropy:.3f} (paper {PAPER_ANISOTROPY[0]}-{PAPER_ANISOTROPY[1]} at its latest time)")

    if args.plot:
        plot(args.plot, t, width, mixing, data, t_hit, t0, t1, theta)
    if args.check:
        failures = []
        if not abs(theta - PAPER_THETA) <= THETA_BOUND:
            failures.append(f"theta {theta:.4f} is not within {THETA_BOUND} of {PAPER_THETA}")
        if not abs(late_mixing - PAPER_MIXING) <= MIXING_BOUND:
            failures.append(f"Theta {late_mixing:.4f} is not within {MIXING_BOUND} of "
                            f"{PAPER_MIXING}")
        for f in failures:
            print("FAIL: " + f)
        if failures:
            sys.exit(1)
        print(f"ok   theta within {THETA_BOUND} and Theta within {MIXING_BOUND} of the paper's")


def plot(path, t, width, mixing, data, t_hit, t0, t1, theta):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    after = [n for n, a in enumerate(t) if a > t_hit]
    fig, (ax_w, ax_m, ax_k) = plt.subplots(1, 3, figsize=(13, 4))
    tau = [t[n] - t_hit for n in after]
    ax_w.loglog(tau, [width[n] for n in after], label="Vagus")
    anchor = min(after, key=lambda n: abs(t[n] - t0))
    w0, s0 = width[anchor], t[anchor] - t_hit
    ends = [s0, t1 - t_hit]
    ax_w.loglog(ends, [w0 * (e / s0) ** theta for e in ends], "k--", lw=1,
                label=f"fit: theta = {theta:.3f}")
    ax_w.loglog(ends, [w0 * (e / s0) ** PAPER_THETA for e in ends], "r:", lw=1.5,
                label=f"paper: theta = {PAPER_THETA}")
    ax_w.axvspan(t0 - t_hit, t1 - t_hit, color="grey", alpha=0.1)
    ax_w.set_xlabel("t - t_hit")
    ax_w.set_ylabel("W (integral width)")
    ax_w.legend(fontsize=8)
    ax_m.plot(t, mixing, label="Vagus")
    ax_m.axhspan(PAPER_MIXING - PAPER_MIXING_ERROR, PAPER_MIXING + PAPER_MIXING_ERROR, color="r",
                 alpha=0.2, label=f"paper: {PAPER_MIXING} +- {PAPER_MIXING_ERROR}")
    ax_m.set_xlabel("t")
    ax_m.set_ylabel("Theta (molecular mixing fraction)")
    ax_m.set_ylim(0, 1)
    ax_m.legend(fontsize=8)
    ratio = [2.0 * x / yz if yz > 0 else math.nan for x, yz in zip(data["tke_x"], data["tke_yz"])]
    ax_k.semilogy(t, ratio, label="Vagus")
    ax_k.axhspan(*PAPER_ANISOTROPY, color="r", alpha=0.2, label="paper, latest time")
    ax_k.set_xlabel("t")
    ax_k.set_ylabel("tke_x / (tke_yz / 2)")
    ax_k.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
