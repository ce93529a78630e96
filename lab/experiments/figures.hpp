// The figures of each experiment, drawn from the tables the experiment has just filled
// (lab/figures.hpp reads the cells and tags every point with its CSV file, row and column),
// and the claims that are checked on those tables. The figure functions append to
// report.figures; `experiment` is the name the CSV files carry.
#pragma once

#include <string_view>

#include "lab/lab.hpp"

namespace gridnav::lab {

void add_cao_figures(LabReport& report, std::string_view experiment);        // cao_figures.cpp
void add_cazenave_figures(LabReport& report, std::string_view experiment);   // cazenave_figures.cpp
void add_moori_figures(LabReport& report, std::string_view experiment);      // moori_figures.cpp
void add_lpa_figures(LabReport& report, std::string_view experiment);        // lpa_figures.cpp
void add_roguelike_figures(LabReport& report, std::string_view experiment);  // roguelike_figures.cpp

/// Sets report.claims from Cao's table (cao_claims.cpp).
void add_cao_claims(LabReport& report);
/// The navigator that runs Moori's A*: a fresh search after every change and every move.
inline constexpr const char* kMooriAStar = "astar-replan:replan=always";
/// Appends Moori's claims, read from Tables 5 and 6 (moori_figures.cpp).
void add_moori_claims(LabReport& report);

}  // namespace gridnav::lab
