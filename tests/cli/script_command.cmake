# For the cmake -P scripts of this folder: sets `out_var` to the command given after the
# script's path on cmake's command line (cmake -DX=... -P SCRIPT COMMAND ARGS...).
function(gridnav_script_command script_name out_var)
  set(cmd)
  set(collect OFF)
  foreach(i RANGE ${CMAKE_ARGC})
    if(collect)
      list(APPEND cmd "${CMAKE_ARGV${i}}")
    elseif("${CMAKE_ARGV${i}}" MATCHES "${script_name}$")
      set(collect ON)
    endif()
  endforeach()
  set(${out_var} "${cmd}" PARENT_SCOPE)
endfunction()
