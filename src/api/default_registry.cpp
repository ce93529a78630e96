#include "gridnav/api/registry.hpp"

namespace gridnav {
namespace detail {
// One registration function per file in src/api/algorithms/.
void register_classic(Registry& registry);
void register_ida(Registry& registry);
void register_boost_astar(Registry& registry);
}  // namespace detail

const Registry& default_registry() {
  static const Registry registry = [] {
    Registry r;
    detail::register_classic(r);
    detail::register_ida(r);
    detail::register_boost_astar(r);
    return r;
  }();
  return registry;
}

}  // namespace gridnav
