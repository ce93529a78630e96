// Saving and loading JPS+ jump tables (JumpTable::save, JumpTable::load) as table files
// (util/table_file.hpp).
#include <string>

#include <algorithm>

#include "gridnav/algorithm/jps_bits.hpp"
#include "gridnav/algorithm/jps_table.hpp"
#include "gridnav/error.hpp"
#include "gridnav/util/table_file.hpp"

namespace gridnav::jps {
namespace {

constexpr TableMagic kMagic{'G', 'N', 'J', 'P', 'S', 'T', '2', '\n'};
/// The first format, for 8-connected moves without corner cutting only, had no rule field.
constexpr TableMagic kMagicV1{'G', 'N', 'J', 'P', 'S', 'T', '1', '\n'};
/// Bytes of the fixed header: three u32 and one u64.
constexpr std::uint64_t kHeaderBytes = 3 * 4 + 8;

}  // namespace

void JumpTable::save(const std::string& path, const Grid& grid) const {
  if (cells_.size() != grid.padded_size()) throw InputError(path + ": the jump table was not built for this map");
  TableFileWriter w(path, kMagic);
  w.put<std::uint32_t>(std::uint32_t(grid.width()));
  w.put<std::uint32_t>(std::uint32_t(grid.height()));
  w.put<std::uint32_t>(std::uint32_t(rule_));
  w.put<std::uint64_t>(grid_fingerprint(grid));
  w.put_array(reinterpret_cast<const std::int16_t*>(cells_.data()), cells_.size() * 8);
  w.finish();
}

JumpTable JumpTable::load(const std::string& path, const Grid& grid, JumpRule rule) {
  TableFileReader r(path, "JPS+ table file", kMagic, {kMagicV1});
  const auto w = r.get<std::uint32_t>(), h = r.get<std::uint32_t>();
  const auto saved_rule = r.get<std::uint32_t>();
  const auto fingerprint = r.get<std::uint64_t>();
  if (saved_rule > std::uint32_t(JumpRule::four)) r.fail("unknown jump rule " + std::to_string(saved_rule));
  if (std::int64_t(w) != grid.width() || std::int64_t(h) != grid.height())
    throw InputError(path + ": the JPS+ table is for a " + std::to_string(w) + "x" + std::to_string(h) +
                     " map, this map is " + std::to_string(grid.width()) + "x" + std::to_string(grid.height()));
  if (fingerprint != grid_fingerprint(grid))
    throw InputError(path + ": the JPS+ table was computed for a different map (fingerprint differs)");
  if (JumpRule(saved_rule) != rule)
    throw InputError(path + ": the JPS+ table is for " + to_string(JumpRule(saved_rule)) + " moves, the search's are " +
                     to_string(rule));
  r.expect_payload(kHeaderBytes + std::uint64_t(grid.padded_size()) * sizeof(Cell));
  JumpTable t;
  t.pw_ = grid.padded_width();
  t.rule_ = rule;
  t.cells_.reset(grid.padded_size());
  r.get_array(reinterpret_cast<std::int16_t*>(t.cells_.data()), t.cells_.size() * 8);
  r.finish();
  // A checksum guards against damage, not against a file made to mislead: every distance
  // sends a search that far, so the table must be the one this map gives. Building it is a
  // few linear sweeps; compare with that.
  JpsBitGrid bits;
  bits.assign(grid);
  JumpTable built;
  built.build(bits, rule);
  if (!std::equal(built.cells_.begin(), built.cells_.end(), t.cells_.begin(), t.cells_.end()))
    r.fail("the table's jumps are not this map's (it was edited after it was saved)");
  return t;
}

}  // namespace gridnav::jps
