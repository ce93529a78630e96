#include <sstream>

#include "lab.hpp"

namespace gridnav::lab {
namespace {

std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

}  // namespace

std::string LabTable::to_markdown() const {
  std::ostringstream out;
  if (!title.empty()) out << "### " << title << "\n\n";
  out << "|";
  for (const auto& c : columns) out << " " << c << " |";
  out << "\n|";
  for (std::size_t i = 0; i < columns.size(); ++i) out << (i == 0 ? "---|" : "---:|");
  out << "\n";
  for (const auto& row : rows) {
    out << "|";
    for (const auto& cell : row) out << " " << cell << " |";
    out << "\n";
  }
  if (!notes.empty()) out << "\n" << notes << "\n";
  return out.str();
}

std::string LabTable::to_csv() const {
  std::ostringstream out;
  for (std::size_t i = 0; i < columns.size(); ++i) out << (i ? "," : "") << csv_field(columns[i]);
  out << "\n";
  for (const auto& row : rows) {
    for (std::size_t i = 0; i < row.size(); ++i) out << (i ? "," : "") << csv_field(row[i]);
    out << "\n";
  }
  return out.str();
}

const char* verdict_text(Verdict v) noexcept {
  switch (v) {
    case Verdict::holds:
      return "holds";
    case Verdict::partly:
      return "partly";
    case Verdict::does_not_hold:
      return "does not hold";
    case Verdict::not_compared:
      break;
  }
  return "not compared";
}

LabTable claims_table(const std::vector<LabClaim>& claims) {
  LabTable t;
  t.title = "The source's claims against this run";
  t.columns = {"claim", "source", "here", "verdict"};
  for (const LabClaim& c : claims) t.rows.push_back({c.claim, c.source, c.ours, verdict_text(c.verdict)});
  return t;
}

std::string LabReport::to_markdown() const {
  std::ostringstream out;
  out << "## " << title << "\n\n";
  if (!summary.empty()) out << summary << "\n\n";
  if (interrupted) out << "**Interrupted: the tables hold the work finished before Ctrl-C.**\n\n";
  for (const auto& t : tables) out << t.to_markdown() << "\n";
  if (!claims.empty()) out << claims_table(claims).to_markdown() << "\n";
  return out.str();
}

}  // namespace gridnav::lab
