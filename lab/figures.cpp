#include "lab/figures.hpp"

#include <charconv>
#include <fstream>
#include <stdexcept>

#include "gridnav/error.hpp"

namespace gridnav::lab {

std::string csv_file_name(std::string_view experiment, std::size_t index) {
  return std::string(experiment) + "-" + std::to_string(index + 1) + ".csv";
}

std::string svg_file_name(std::string_view experiment, const plot::Figure& figure) {
  return std::string(experiment) + "-" + figure.name + ".svg";
}

std::string png_file_name(std::string_view experiment, const plot::Figure& figure) {
  return std::string(experiment) + "-" + figure.name + ".png";
}

std::optional<double> cell_number(std::string_view cell) {
  std::string digits;
  for (char c : cell)
    if (c != ',') digits += c;
  double value = 0;
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (digits.empty() || error != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
  return value;
}

TableReader::TableReader(const LabReport& report, std::size_t index, std::string_view experiment)
    : table_(&report.tables.at(index)), csv_(csv_file_name(experiment, index)) {}

std::size_t TableReader::column(std::string_view name) const {
  for (std::size_t i = 0; i < table_->columns.size(); ++i)
    if (table_->columns[i] == name) return i;
  throw std::logic_error("lab figure: table '" + table_->title + "' has no column '" + std::string(name) + "'");
}

const std::string& TableReader::cell(std::size_t row, std::string_view name) const {
  return table_->rows.at(row).at(column(name));
}

std::optional<plot::Point> TableReader::point(std::size_t row, std::string_view name, double x,
                                              std::string category) const {
  const std::optional<double> value = cell_number(cell(row, name));
  if (!value) return std::nullopt;
  plot::Point p{x, std::move(category), *value, {}};
  p.data = {{"csv", csv_}, {"row", std::to_string(row)}, {"column", std::string(name)}};
  return p;
}

std::vector<std::filesystem::path> write_report_files(const LabReport& report, std::string_view experiment,
                                                      const std::filesystem::path& dir) {
  std::filesystem::create_directories(dir);
  std::vector<std::filesystem::path> written;
  const auto write = [&](const std::filesystem::path& file, const std::string& text) {
    std::ofstream out(file, std::ios::binary);
    out << text;
    if (!out) throw InputError(file.string() + ": cannot write");
    written.push_back(file);
  };
  for (std::size_t i = 0; i < report.tables.size(); ++i)
    write(dir / csv_file_name(experiment, i), report.tables[i].to_csv());
  for (const plot::Figure& figure : report.figures) {
    write(dir / svg_file_name(experiment, figure), plot::to_svg(figure));
    write(dir / png_file_name(experiment, figure), plot::to_png(figure));
  }
  return written;
}

}  // namespace gridnav::lab
