// The claims of Cao's thesis, checked against the table of `gridnav lab cao`: per map (a
// group of rows), which open list and which duplicate rule came out ahead.
#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "lab/experiments/figures.hpp"
#include "lab/figures.hpp"

namespace gridnav::lab {
namespace {

struct Run {
  double us = 0, memory = 0, stacks = 0, decrease = 0, insert = 0, queries = 0;
};
using MapRuns = std::map<std::string, Run>;  // "open/duplicates" -> run, for one map

Verdict share_verdict(int yes, int of) {
  if (of == 0) return Verdict::not_compared;
  return 3 * yes >= 2 * of ? Verdict::holds : 3 * yes >= of ? Verdict::partly : Verdict::does_not_hold;
}

std::string of_text(int yes, int of, const std::string& what) {
  return std::to_string(yes) + " of " + std::to_string(of) + " " + what;
}

double both_rules(const MapRuns& m, const std::string& list, double Run::*field) {
  const auto o = m.find(list + "/open"), c = m.find(list + "/closed");
  return (o != m.end() ? o->second.*field : 0) + (c != m.end() ? c->second.*field : 0);
}

}  // namespace

void add_cao_claims(LabReport& report) {
  if (report.tables.empty()) return;
  const TableReader t(report, 0, "");
  std::map<std::string, MapRuns> maps;  // by the map's label
  std::map<std::string, double> obstacles;
  std::vector<std::string> lists;
  for (std::size_t r = 0; r < t.rows(); ++r) {
    const auto number = [&](const char* column) { return cell_number(t.cell(r, column)).value_or(0); };
    const std::string list = t.cell(r, "open");
    if (std::find(lists.begin(), lists.end(), list) == lists.end()) lists.push_back(list);
    maps[t.cell(r, "map")][list + "/" + t.cell(r, "duplicates")] = {number("us/query"),   number("memory"),
                                                                    number("max stacks"), number("decreaseKey"),
                                                                    number("insertNew"),  number("queries")};
    obstacles[t.cell(r, "map")] = number("obstacles (%)");
  }
  const auto has = [&](const char* l) { return std::find(lists.begin(), lists.end(), l) != lists.end(); };
  int maps_done = 0, ms_fastest = 0, ms_beats_binary = 0, unsorted_slowest = 0, closed_pairs = 0, closed_faster = 0;
  int empty_maps = 0, same_memory = 0, obstacle_pairs = 0, closed_more_memory = 0;
  double decrease = 0, insert = 0, ms_stacks = 0;
  std::map<std::string, int> fastest_of_all;
  for (const auto& entry : maps) {
    const std::string& name = entry.first;
    const auto& m = entry.second;                // not a structured binding: clang 14 cannot capture one
    if (m.size() != lists.size() * 2) continue;  // an interrupted map
    ++maps_done;
    std::string best;
    for (const auto& [key, run] : m) {
      if (best.empty() || run.us < m.at(best).us) best = key;
      decrease += run.decrease * run.queries;
      insert += run.insert * run.queries;
      if (key.rfind("multistack/", 0) == 0) ms_stacks = std::max(ms_stacks, run.stacks);
    }
    ++fastest_of_all[best];
    const auto time = [&](const std::string& l) { return both_rules(m, l, &Run::us); };
    if (has("multistack") && has("binary") && has("unsorted")) {
      ms_fastest += time("multistack") < time("binary") && time("multistack") < time("unsorted");
      ms_beats_binary += time("multistack") < time("binary");
    }
    if (has("unsorted"))
      unsorted_slowest += std::all_of(lists.begin(), lists.end(),
                                      [&](const auto& l) { return l == "unsorted" || time(l) < time("unsorted"); });
    for (const std::string& l : lists) {
      ++closed_pairs;
      closed_faster += m.at(l + "/closed").us < m.at(l + "/open").us;
      if (obstacles[name] > 0) {
        ++obstacle_pairs;
        closed_more_memory += m.at(l + "/closed").memory > m.at(l + "/open").memory;
      }
    }
    if (obstacles[name] == 0) {
      ++empty_maps;
      bool same = true;
      for (const char* rule : {"/open", "/closed"})
        for (const std::string& l : lists)
          same = same && std::abs(m.at(l + rule).memory - m.at(lists[0] + rule).memory) <= 1;
      same_memory += same;
    }
  }
  std::string fastest_text;
  for (const auto& [key, n] : fastest_of_all)
    fastest_text += (fastest_text.empty() ? "" : ", ") + key + " " + std::to_string(n);
  char share[64];
  std::snprintf(share, sizeof share, "%.2f %%", insert > 0 ? 100 * decrease / insert : 0.0);
  report.claims = {
      {"The multi-stack heap is the fastest of the thesis' three lists (unsorted array, min-heap, multi-stack heap)",
       "in most settings (Figs. 31-34)",
       of_text(ms_fastest, maps_done, "maps (fastest of all lists and rules: " + fastest_text + ")"),
       share_verdict(ms_fastest, maps_done), "runtime-by-size"},
      {"The multi-stack heap is faster than the min-heap", "always (Figs. 31-34)",
       of_text(ms_beats_binary, maps_done, "maps (both duplicate rules summed)"),
       share_verdict(ms_beats_binary, maps_done), "runtime-by-size"},
      {"The unsorted array is usually the slowest list", "usually (Figs. 31-34)",
       of_text(unsorted_slowest, maps_done, "maps"), share_verdict(unsorted_slowest, maps_done), "runtime-by-size"},
      {"Check from closed list is faster than check from open list, for the same list", "often (Figs. 31-34)",
       of_text(closed_faster, closed_pairs, "list x map pairs (here membership is O(1) either way)"),
       share_verdict(closed_faster, closed_pairs), "runtime-by-size"},
      {"decreaseKey is rare (here: under 5 % of insertNew; under 20 %: partly)",
       "37 to 659 per search (Tables 6-9: one 160x160 query per density)", std::string(share) + " of insertNew",
       decrease < 0.05 * insert  ? Verdict::holds
       : decrease < 0.2 * insert ? Verdict::partly
                                 : Verdict::does_not_hold,
       "decreasekey-160"},
      {"Without obstacles every list needs the same memory", "equal within 1 node (Figs. 38-39)",
       of_text(same_memory, empty_maps, "empty maps"), share_verdict(same_memory, empty_maps), "memory-by-size"},
      {"With obstacles, check from closed list needs more memory than check from open list", "Figs. 41-42",
       of_text(closed_more_memory, obstacle_pairs, "list x map pairs"),
       share_verdict(closed_more_memory, obstacle_pairs), "memory-by-density-160"},
      {"The multi-stack heap holds at most two stacks on these maps, so its operations take O(1)", "Chapters 3 and 6",
       "at most " + std::to_string(int(ms_stacks)) + " stacks at once",
       ms_stacks <= 2 ? Verdict::holds : Verdict::does_not_hold, ""},
  };
}

}  // namespace gridnav::lab
