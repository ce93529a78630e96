// ROS map_server YAML (io/ros_map.hpp). The input is the YAML; beside it lies map.pgm, a
// 4 x 3 image the seeds name, so the fuzzer works on the keys and values.
#include "fuzz_support.hpp"
#include "gridnav/io/ros_map.hpp"

GRIDNAV_FUZZ_TARGET(ros_yaml) {
  const auto& scratch = gridnav::fuzz::Scratch::get();
  static const auto image =
      scratch.write("map.pgm", std::string_view("P5 4 3 255\n\0\x40\x80\xff\xfe\xfd\x10\x20\x30\x64\x65\x66", 23));
  const auto yaml = scratch.write("map.yaml", gridnav::fuzz::text(data, size));
  gridnav::fuzz::clean([&] {
    const gridnav::RosMap map = gridnav::read_ros_map(yaml, {}, gridnav::fuzz::limits());
    if (map.grid.width() * std::int64_t(map.grid.height()) <= 0) gridnav::fuzz::fail("empty ROS map accepted");
  });
  (void)image;
  return 0;
}
