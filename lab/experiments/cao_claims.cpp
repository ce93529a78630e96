// The claims of Cao's thesis, checked against the table of `gridnav lab cao`: per map (a
// group of rows), which open list and which duplicate rule came out ahead. Where the thesis
// says "for each data structure", each of its three lists is judged on its own and the
// claim holds only as far as it holds for the weakest.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "lab/experiments/figures.hpp"
#include "lab/figures.hpp"

namespace gridnav::lab {
namespace {

struct Run {
  double us = 0, memory = 0, stacks = 0, decrease = 0, insert = 0, total_steps = 0, pop_steps = 0;
};
struct MapRuns {
  double obstacles = 0;
  std::map<std::string, Run> runs;  // "open/duplicates" -> run
  [[nodiscard]] const Run* find(const std::string& list, const char* rule) const {
    const auto it = runs.find(list + "/" + rule);
    return it == runs.end() ? nullptr : &it->second;
  }
};

constexpr const char* kThesisLists[] = {"unsorted", "binary", "multistack"};
constexpr const char* kThesisNames[] = {"unsorted array", "min-heap", "multi-stack heap"};

Verdict share_verdict(int yes, int of) {
  if (of == 0) return Verdict::not_compared;
  return 3 * yes >= 2 * of ? Verdict::holds : 3 * yes >= of ? Verdict::partly : Verdict::does_not_hold;
}
Verdict weakest(Verdict a, Verdict b) {
  const auto rank = [](Verdict v) {
    return v == Verdict::holds ? 3 : v == Verdict::partly ? 2 : v == Verdict::does_not_hold ? 1 : 0;
  };
  return rank(a) <= rank(b) ? a : b;
}
std::string of_text(int yes, int of, const std::string& what) {
  return std::to_string(yes) + " of " + std::to_string(of) + " " + what;
}
std::string ratio_text(double a, double b) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2fx", b > 0 ? a / b : 0.0);
  return buf;
}

/// Counts, over the maps where `test` can be judged, those where it says yes.
template <class Test>
std::pair<int, int> count_maps(const std::map<std::string, MapRuns>& maps, Test test) {
  int yes = 0, of = 0;
  for (const auto& entry : maps)
    if (const int r = test(entry.second); r >= 0) ++of, yes += r;
  return {yes, of};
}

}  // namespace

void add_cao_claims(LabReport& report) {
  if (report.tables.empty()) return;
  const TableReader t(report, 0, "");
  std::map<std::string, MapRuns> maps;  // by the map's label
  for (std::size_t r = 0; r < t.rows(); ++r) {
    const auto number = [&](const char* column) { return cell_number(t.cell(r, column)).value_or(0); };
    MapRuns& m = maps[t.cell(r, "map")];
    m.obstacles = number("obstacles (%)");
    m.runs[t.cell(r, "open") + "/" + t.cell(r, "duplicates")] = {
        number("us/search"), number("memory"),      number("max stacks"),     number("decreaseKey"),
        number("insertNew"), number("total steps"), number("deleteMin steps")};
  }
  // The thesis' three lists under both rules: -1 when a map lacks one of them.
  const auto summed = [](const MapRuns& m, const char* list, double Run::*field) {
    const Run *o = m.find(list, "open"), *c = m.find(list, "closed");
    return o && c ? o->*field + c->*field : -1.0;
  };
  const auto three = [&](const MapRuns& m, double Run::*field, auto pick) {
    const double u = summed(m, "unsorted", field), b = summed(m, "binary", field), s = summed(m, "multistack", field);
    return u < 0 || b < 0 || s < 0 ? -1 : int(pick(u, b, s));
  };
  const auto [ms_fastest, n1] = count_maps(maps, [&](const MapRuns& m) {
    return three(m, &Run::us, [](double u, double b, double s) { return s < b && s < u; });
  });
  const auto [ms_beats_heap, n2] = count_maps(
      maps, [&](const MapRuns& m) { return three(m, &Run::us, [](double, double b, double s) { return s < b; }); });
  const auto [unsorted_slowest, n3] = count_maps(maps, [&](const MapRuns& m) {
    return three(m, &Run::us, [](double u, double b, double s) { return u > b && u > s; });
  });

  report.claims = {
      {"The multi-stack heap is the fastest of the thesis' three lists", "in most cases (Figs. 31-34)",
       of_text(ms_fastest, n1, "maps (both duplicate rules summed)"), share_verdict(ms_fastest, n1), "runtime-by-size"},
      {"The multi-stack heap is faster than the min-heap", "always (Figs. 31-34)", of_text(ms_beats_heap, n2, "maps"),
       share_verdict(ms_beats_heap, n2), "runtime-by-size"},
      {"The unsorted array is usually the slowest of the three", "usually (Figs. 31-34)",
       of_text(unsorted_slowest, n3, "maps"), share_verdict(unsorted_slowest, n3), "runtime-by-size"},
  };

  // "Runtime and number of operations are decreased ... for each data structure" (ch. 6):
  // judged per list; the reason where it fails is the list's own deleteMin work.
  for (std::size_t i = 0; i < 3; ++i) {
    const char* list = kThesisLists[i];
    double pops_open = 0, pops_closed = 0;
    const auto [faster, of] = count_maps(maps, [&](const MapRuns& m) {
      const Run *o = m.find(list, "open"), *c = m.find(list, "closed");
      if (!o || !c) return -1;
      pops_open += o->pop_steps, pops_closed += c->pop_steps;
      return int(c->us < o->us);
    });
    report.claims.push_back(
        {std::string("Check from closed list is faster than check from open list for the ") + kThesisNames[i],
         "for each data structure (Figs. 31-34, chapter 6)",
         of_text(faster, of,
                 "maps; deleteMin steps closed/open " + ratio_text(pops_closed, pops_open) +
                     " (Algorithm 2 keeps every pushed copy; the open rule's whetherContains is O(1) here, "
                     "a scan in the thesis)"),
         share_verdict(faster, of), "runtime-by-size"});
  }
  {
    Verdict v = Verdict::holds;
    std::string ours;
    for (std::size_t i = 0; i < 3; ++i) {
      const auto [fewer, of] = count_maps(maps, [&](const MapRuns& m) {
        const Run *o = m.find(kThesisLists[i], "open"), *c = m.find(kThesisLists[i], "closed");
        return o && c ? int(c->total_steps < o->total_steps) : -1;
      });
      v = weakest(v, share_verdict(fewer, of));
      ours += (i ? "; " : "") + std::string(kThesisNames[i]) + " " + std::to_string(fewer) + "/" + std::to_string(of);
    }
    report.claims.push_back({"Check from closed list needs fewer operations, for each data structure",
                             "Figs. 35-37, chapter 6", ours + " maps", v, "operations-by-size"});
  }
  {
    Verdict v = Verdict::holds;
    std::string ours;
    for (const char* rule : {"open", "closed"}) {
      const auto [least, of] = count_maps(maps, [&](const MapRuns& m) {
        const Run *u = m.find("unsorted", rule), *b = m.find("binary", rule), *s = m.find("multistack", rule);
        return u && b && s ? int(s->total_steps <= b->total_steps && s->total_steps <= u->total_steps) : -1;
      });
      v = weakest(v, share_verdict(least, of));
      ours += std::string(ours.empty() ? "" : "; ") + "from " + rule + " " + std::to_string(least) + "/" +
              std::to_string(of);
    }
    report.claims.push_back({"The multi-stack heap executes the fewest operations of the three", "always (Figs. 35-37)",
                             ours + " maps", v, "operations-by-size"});
  }

  // Tables 7-9 (160x160, 15-25 %): the min-heap lowers the fewest keys, the multi-stack
  // heap the most. Judged on every map with obstacles where the three lists lower any.
  const auto [heap_fewest, n4] = count_maps(maps, [&](const MapRuns& m) {
    const Run *u = m.find("unsorted", "open"), *b = m.find("binary", "open"), *s = m.find("multistack", "open");
    if (m.obstacles == 0 || !u || !b || !s || u->decrease + b->decrease + s->decrease == 0) return -1;
    return int(b->decrease < u->decrease && b->decrease < s->decrease && s->decrease >= u->decrease);
  });
  double decrease = 0, insert = 0, ms_stacks = 0;
  for (const auto& entry : maps)
    for (const auto& [key, run] : entry.second.runs) {
      decrease += run.decrease;
      insert += run.insert;
      if (key.rfind("multistack/", 0) == 0) ms_stacks = std::max(ms_stacks, run.stacks);
    }
  char share[64];
  std::snprintf(share, sizeof share, "%.2f %%", insert > 0 ? 100 * decrease / insert : 0.0);
  const auto [same_memory, n5] = count_maps(maps, [&](const MapRuns& m) {
    if (m.obstacles != 0) return -1;
    bool same = true;
    for (const char* rule : {"open", "closed"})
      for (const char* list : kThesisLists) {
        const Run *run = m.find(list, rule), *first = m.find(kThesisLists[0], rule);
        if (!run || !first) return -1;
        same = same && std::abs(run->memory - first->memory) <= 1;
      }
    return int(same);
  });
  Verdict memory_verdict = Verdict::holds;
  std::string memory_text;
  for (std::size_t i = 0; i < 3; ++i) {
    const auto [more, of] = count_maps(maps, [&](const MapRuns& m) {
      const Run *o = m.find(kThesisLists[i], "open"), *c = m.find(kThesisLists[i], "closed");
      return m.obstacles == 0 || !o || !c ? -1 : int(c->memory > o->memory);
    });
    memory_verdict = weakest(memory_verdict, share_verdict(more, of));
    memory_text +=
        (i ? "; " : "") + std::string(kThesisNames[i]) + " " + std::to_string(more) + "/" + std::to_string(of);
  }
  report.claims.insert(
      report.claims.end(),
      {{"The lists lower different numbers of keys: the min-heap the fewest, the multi-stack heap the most",
        "Tables 7-9 (160x160, 15-25 %: e.g. 580 / 170 / 659)", of_text(heap_fewest, n4, "maps with obstacles"),
        share_verdict(heap_fewest, n4), "decreasekey-160"},
       {"decreaseKey is rare (here: under 5 % of insertNew; under 20 %: partly)", "chapter 2.2, Tables 6-9",
        std::string(share) + " of insertNew",
        decrease < 0.05 * insert  ? Verdict::holds
        : decrease < 0.2 * insert ? Verdict::partly
                                  : Verdict::does_not_hold,
        "decreasekey-160"},
       {"Without obstacles the three lists need the same memory", "equal within 1 node (Figs. 38-39)",
        of_text(same_memory, n5, "empty maps"), share_verdict(same_memory, n5), "memory-by-size"},
       {"With obstacles, check from closed list needs more memory, for each data structure", "Figs. 41-42, chapter 6",
        memory_text + " maps", memory_verdict, "memory-by-density-160"},
       {"The multi-stack heap holds at most two stacks on these maps, so its operations take O(1)", "chapters 3 and 6",
        "at most " + std::to_string(int(ms_stacks)) + " stacks at once",
        ms_stacks <= 2 ? Verdict::holds : Verdict::does_not_hold, ""}});
}

}  // namespace gridnav::lab
