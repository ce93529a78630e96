// The index of a `gridnav lab all` report, as Markdown and as HTML, from the same parts.
#include <cstdio>
#include <map>
#include <sstream>

#include "lab/figures.hpp"
#include "lab/plot/svg_text.hpp"
#include "lab/run_all.hpp"

namespace gridnav::lab {
namespace {

/// The source of each experiment, as the index names it.
std::string source_of(const std::string& name) {
  static const std::map<std::string, std::string> sources{
      {"cao", "Q. Cao, \"Exploiting Problem Structure in Pathfinding\", thesis, 2018"},
      {"cazenave",
       "T. Cazenave, \"Optimizations of data structures, heuristics and algorithms for path-finding on "
       "maps\", CIG 2006"},
      {"moori", "Z. Moori, \"Testing an Analysis of D* Algorithms\", 2008"},
      {"lpa", "S. Koenig, M. Likhachev, D. Furcy, \"Lifelong Planning A*\", 2004"},
      {"roguelike", "K. Llaentenn, \"Optimizing A*\", 2021"}};
  const auto it = sources.find(name);
  return it == sources.end() ? name : it->second;
}

std::string duration_text(double seconds) {
  char buf[32];
  if (seconds < 60)
    std::snprintf(buf, sizeof buf, "%.1f s", seconds);
  else
    std::snprintf(buf, sizeof buf, "%d min %02d s", int(seconds) / 60, int(seconds) % 60);
  return buf;
}

/// "5 of 8 hold, 2 partly, 1 does not".
std::string tally_text(const std::vector<LabClaim>& claims) {
  int counts[4] = {};
  for (const LabClaim& c : claims) ++counts[int(c.verdict)];
  std::string out = std::to_string(counts[int(Verdict::holds)]) + " of " + std::to_string(claims.size()) + " hold";
  if (counts[int(Verdict::partly)]) out += ", " + std::to_string(counts[int(Verdict::partly)]) + " partly";
  if (counts[int(Verdict::does_not_hold)])
    out += ", " + std::to_string(counts[int(Verdict::does_not_hold)]) + " do not";
  return claims.empty() ? "no claims" : out;
}

/// The figure's file, when the report has a figure of that name.
std::string figure_file(const ExperimentResult& r, const std::string& figure) {
  for (const plot::Figure& f : r.report.figures)
    if (f.name == figure) return svg_file_name(r.name, f);
  return {};
}

std::vector<std::pair<std::string, std::string>> facts(const RunInfo& info) {
  return {{"Machine", info.machine},
          {"Date", info.date},
          {"Commit", info.commit},
          {"Command", info.command},
          {"Run time", duration_text(info.seconds)}};
}

const char* kIntroduction =
    "Every experiment of `gridnav lab`, run with fixed seeds. For each source: its claims, each on one line with "
    "the source's number, this run's and whether the claim holds here, then the figures drawn from this run's "
    "tables (the CSV files beside them hold every number). Timings depend on the machine and its load; counts "
    "do not.";

/// Escaped text with `code` spans as <code> elements.
std::string html_text(const std::string& text) {
  const std::string escaped = plot::detail::escape(text);
  std::string out;
  bool open = false;
  for (char c : escaped) {
    if (c == '`') {
      out += open ? "</code>" : "<code>";
      open = !open;
    } else {
      out += c;
    }
  }
  return open ? out + "</code>" : out;
}

}  // namespace

std::string index_markdown(const std::vector<ExperimentResult>& results, const RunInfo& info,
                           const std::vector<std::string>& not_run) {
  std::ostringstream out;
  out << "# gridnav lab report\n\n" << kIntroduction << "\n\n";
  for (const auto& [key, value] : facts(info))
    out << "- " << key << ": " << (key == "Command" ? "`" + value + "`" : value) << "\n";
  if (info.interrupted) out << "\n**Interrupted (Ctrl-C): the report holds the work finished before.**\n";
  out << "\n| experiment | source | claims | time |\n|---|---|---|---:|\n";
  for (const ExperimentResult& r : results)
    out << "| [" << r.name << "](#" << r.name << ") | " << source_of(r.name) << " | " << tally_text(r.report.claims)
        << " | " << duration_text(r.seconds) << " |\n";
  for (const std::string& name : not_run) out << "| " << name << " | " << source_of(name) << " | not run | |\n";
  for (const ExperimentResult& r : results) {
    out << "\n<a id=\"" << r.name << "\"></a>\n\n## " << r.name << ": " << r.report.title << "\n\n"
        << r.report.summary << "\n\n";
    if (r.report.interrupted) out << "**Interrupted: partial tables.**\n\n";
    if (!r.report.claims.empty()) {
      out << "| claim | source | here | verdict | figure |\n|---|---|---|---|---|\n";
      for (const LabClaim& c : r.report.claims) {
        const std::string file = figure_file(r, c.figure);
        out << "| " << c.claim << " | " << c.source << " | " << c.ours << " | **" << verdict_text(c.verdict) << "** | "
            << (file.empty() ? "" : "[" + c.figure + "](" + file + ")") << " |\n";
      }
      out << "\n";
    }
    for (const plot::Figure& f : r.report.figures)  // PNG shows in every viewer; the SVG carries the data
      out << "![" << f.title << "](" << png_file_name(r.name, f) << ")  \n[SVG](" << svg_file_name(r.name, f)
          << ")\n\n";
    out << "Tables: [" << r.name << ".md](" << r.name << ".md)";
    for (std::size_t i = 0; i < r.report.tables.size(); ++i)
      out << ", [" << csv_file_name(r.name, i) << "](" << csv_file_name(r.name, i) << ")";
    out << "\n";
  }
  return out.str();
}

std::string index_html(const std::vector<ExperimentResult>& results, const RunInfo& info,
                       const std::vector<std::string>& not_run) {
  using plot::detail::escape;
  std::ostringstream out;
  out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>gridnav lab report</title>\n"
      << "<style>\nbody{font-family:'DejaVu Sans',Helvetica,Arial,sans-serif;max-width:1120px;margin:2em auto;"
         "padding:0 1em;color:#222;line-height:1.45}\ntable{border-collapse:collapse;margin:1em 0}\n"
         "th,td{border:1px solid #ccc;padding:.3em .6em;text-align:left;vertical-align:top}\nth{background:#f3f3f3}\n"
         ".holds{color:#176b2c;font-weight:bold}.partly{color:#9a6700;font-weight:bold}"
         ".does-not-hold{color:#b3261e;font-weight:bold}.not-compared{color:#666}\n"
         "img{max-width:100%;border:1px solid #ddd;margin:.5em 0}\ncode{background:#f3f3f3;padding:0 .2em}\n"
         ".summary{color:#444}\n</style>\n</head>\n<body>\n<h1>gridnav lab report</h1>\n<p>"
      << html_text(kIntroduction) << "</p>\n<ul>\n";
  for (const auto& [key, value] : facts(info))
    out << "<li>" << key << ": " << (key == "Command" ? "<code>" + escape(value) + "</code>" : escape(value))
        << "</li>\n";
  out << "</ul>\n";
  if (info.interrupted)
    out << "<p><strong>Interrupted (Ctrl-C): the report holds the work finished before.</strong></p>\n";
  out << "<table>\n<tr><th>experiment</th><th>source</th><th>claims</th><th>time</th></tr>\n";
  for (const ExperimentResult& r : results)
    out << "<tr><td><a href=\"#" << r.name << "\">" << r.name << "</a></td><td>" << escape(source_of(r.name))
        << "</td><td>" << escape(tally_text(r.report.claims)) << "</td><td>" << duration_text(r.seconds)
        << "</td></tr>\n";
  for (const std::string& name : not_run)
    out << "<tr><td>" << name << "</td><td>" << escape(source_of(name)) << "</td><td>not run</td><td></td></tr>\n";
  out << "</table>\n";
  for (const ExperimentResult& r : results) {
    out << "<h2 id=\"" << r.name << "\">" << r.name << ": " << escape(r.report.title) << "</h2>\n<p class=\"summary\">"
        << html_text(r.report.summary) << "</p>\n";
    if (r.report.interrupted) out << "<p><strong>Interrupted: partial tables.</strong></p>\n";
    if (!r.report.claims.empty()) {
      out << "<table>\n<tr><th>claim</th><th>source</th><th>here</th><th>verdict</th><th>figure</th></tr>\n";
      for (const LabClaim& c : r.report.claims) {
        std::string css = verdict_text(c.verdict);
        for (char& ch : css) ch = ch == ' ' ? '-' : ch;
        const std::string file = figure_file(r, c.figure);
        out << "<tr><td>" << html_text(c.claim) << "</td><td>" << html_text(c.source) << "</td><td>"
            << html_text(c.ours) << "</td><td class=\"" << css << "\">" << verdict_text(c.verdict) << "</td><td>"
            << (file.empty() ? "" : "<a href=\"#" + escape(file) + "\">" + escape(c.figure) + "</a>") << "</td></tr>\n";
      }
      out << "</table>\n";
    }
    for (const plot::Figure& f : r.report.figures) {
      const std::string file = svg_file_name(r.name, f);
      out << "<figure id=\"" << escape(file) << "\"><img src=\"" << escape(file) << "\" alt=\"" << escape(f.title)
          << "\"></figure>\n";
    }
    out << "<p>Tables: <a href=\"" << r.name << ".md\">" << r.name << ".md</a>";
    for (std::size_t i = 0; i < r.report.tables.size(); ++i)
      out << ", <a href=\"" << csv_file_name(r.name, i) << "\">" << csv_file_name(r.name, i) << "</a>";
    out << "</p>\n";
  }
  out << "</body>\n</html>\n";
  return out.str();
}

}  // namespace gridnav::lab
