// The lab's figures are drawn from its tables: every plotted value is read from a table
// cell and keeps the CSV file, row and column it came from as data-* attributes in the SVG
// (data-csv, data-row: the 0-based data row under the header, data-column: the header).
// write_report_files writes both, so the figures always show the run's own numbers. Each
// figure is also written as PNG (the same drawing, without the data-* attributes).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "lab/lab.hpp"

namespace gridnav::lab {

/// "cao-1.csv": the CSV file of table `index` (0-based) of `experiment`.
[[nodiscard]] std::string csv_file_name(std::string_view experiment, std::size_t index);
/// "cao-runtime-by-size.svg": the SVG file of a figure of `experiment`.
[[nodiscard]] std::string svg_file_name(std::string_view experiment, const plot::Figure& figure);
/// "cao-runtime-by-size.png": the PNG copy of the same figure, written beside the SVG.
[[nodiscard]] std::string png_file_name(std::string_view experiment, const plot::Figure& figure);

/// The number a table cell shows ("1,234", "12.3", "-0.5"), or nothing for other text
/// ("-", "", "3/3", "yes", "2.1x").
[[nodiscard]] std::optional<double> cell_number(std::string_view cell);

/// Plotted points read from one table of a report.
class TableReader {
 public:
  /// Table `index` (0-based) of `report`, whose CSV file is csv_file_name(experiment, index).
  TableReader(const LabReport& report, std::size_t index, std::string_view experiment);
  [[nodiscard]] const LabTable& table() const noexcept { return *table_; }
  [[nodiscard]] std::size_t rows() const noexcept { return table_->rows.size(); }
  /// The index of the column headed `name`; std::logic_error when there is none.
  [[nodiscard]] std::size_t column(std::string_view name) const;
  [[nodiscard]] const std::string& cell(std::size_t row, std::string_view column) const;
  /// The cell (row, column) as a point at x (line charts) or in `category` (bar charts),
  /// tagged with its file, row and column; nothing when the cell holds no number.
  [[nodiscard]] std::optional<plot::Point> point(std::size_t row, std::string_view column, double x = 0,
                                                 std::string category = {}) const;

 private:
  const LabTable* table_;
  std::string csv_;
};

/// Writes every table of `report` as CSV and every figure as SVG and PNG into `dir` (created
/// when missing); returns the files written, tables first, then each figure's SVG and PNG. Throws InputError when a
/// file cannot be written.
std::vector<std::filesystem::path> write_report_files(const LabReport& report, std::string_view experiment,
                                                      const std::filesystem::path& dir);

}  // namespace gridnav::lab
