// The XDMF sidecar of a plotfile of a refined hierarchy has one grid per patch, one attribute per
// patch and component, and points into the plotfile's `values` links. (ParaView itself reads one
// in tests/app/xdmf_paraview.sh.)
#include <vagus/amr/io/xdmf.hpp>

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <regex>

#include <vagus/amr/io/plotfile.hpp>
#include "tests/io/checkpoint_test_support.hpp"

namespace vagus::amr::io {
namespace {

using test_support::kBlob;
using test_support::MakeRun;
using test_support::TempDirectory;
using test_support::World;

TEST(XdmfSidecar, DescribesEveryPatchAndComponent) {
  const TempDirectory directory;
  auto run = MakeRun(kBlob, {}, World());
  Simulation& sim = run->Sim();
  sim.Initialize();
  std::vector<PlotLevel> levels;
  size_t patches = 0;
  for (int l = 0; l < sim.Hierarchy().NumLevels(); ++l) {
    levels.push_back(
        {&sim.Hierarchy().Level(l), CopyValidCells(sim.Hierarchy().Level(l)), 0.0, 0.0, 2});
    patches += sim.Hierarchy().Level(l).Patches().size();
  }
  PlotfileHeader header;
  for (const auto& field : sim.Kernel().StateFields()) header.component_names.push_back(field.name);
  const std::string plotfile = directory.File("plt_000000.3d.hdf5");
  WritePlotfile(plotfile, header, levels, World());
  const std::string sidecar = WriteXdmfSidecar(plotfile, World());
  EXPECT_EQ(sidecar, directory.File("plt_000000.xmf"));
  if (!World().IsRoot()) return;
  std::ifstream in(sidecar);
  const std::string xml((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto count = [&xml](const std::regex& pattern) {
    return static_cast<size_t>(
        std::distance(std::sregex_iterator(xml.begin(), xml.end(), pattern), {}));
  };
  EXPECT_EQ(count(std::regex("<Grid Name=\"level_")), patches);
  EXPECT_EQ(count(std::regex("<Attribute Name=")), patches * header.component_names.size());
  EXPECT_EQ(count(std::regex("plt_000000\\.3d\\.hdf5:/level_2/values")),
            sim.Hierarchy().Level(2).Patches().size() * header.component_names.size());
  // The first patch of level 0 starts at the domain's corner; its density is the first run.
  EXPECT_NE(xml.find("Format=\"XML\">0 1 "), std::string::npos);
}

}  // namespace
}  // namespace vagus::amr::io
