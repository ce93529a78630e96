// The figures of each experiment, drawn from the tables the experiment has just filled
// (lab/figures.hpp reads the cells and tags every point with its CSV file, row and column).
// Each function appends to report.figures; `experiment` is the name the CSV files carry.
#pragma once

#include <string_view>

#include "lab/lab.hpp"

namespace gridnav::lab {

void add_cao_figures(LabReport& report, std::string_view experiment);        // cao_figures.cpp
void add_cazenave_figures(LabReport& report, std::string_view experiment);   // cazenave_figures.cpp
void add_moori_figures(LabReport& report, std::string_view experiment);      // moori_figures.cpp
void add_lpa_figures(LabReport& report, std::string_view experiment);        // lpa_figures.cpp
void add_roguelike_figures(LabReport& report, std::string_view experiment);  // roguelike_figures.cpp

}  // namespace gridnav::lab
