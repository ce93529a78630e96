# Third-party libraries of gridnav::core (all from Debian packages).
