# install + export, so another CMake project can find_package(gridnav) and link
# gridnav::core, gridnav::io or gridnav::dynamic.
include(CMakePackageConfigHelpers)
install(TARGETS gridnav_core gridnav_io gridnav_dynamic gridnav_viz EXPORT gridnavTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
# The headers of the installed libraries only: include/gridnav/server belongs to
# gridnav::server, which serves the command line and is not installed.
install(DIRECTORY include/gridnav DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} PATTERN server EXCLUDE)
install(EXPORT gridnavTargets NAMESPACE gridnav:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/gridnav)
configure_package_config_file(cmake/gridnavConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/gridnavConfig.cmake
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/gridnav)
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/gridnavConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/gridnavConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/gridnavConfigVersion.cmake
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/gridnav)
if(GRIDNAV_BUILD_APPS)
  install(TARGETS gridnav RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
