# Runs the command given after -P's script arguments and fails unless it exits with
# EXPECTED. Its output is echoed so PASS_REGULAR_EXPRESSION can check it.
include(${CMAKE_CURRENT_LIST_DIR}/script_command.cmake)
gridnav_script_command("expect_exit\\.cmake" cmd)
execute_process(COMMAND ${cmd} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT code EQUAL EXPECTED)
  message(FATAL_ERROR "exit status ${code}, expected ${EXPECTED}")
endif()
