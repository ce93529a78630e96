# GRIDNAV_SANITIZE builds every target of this project under the given sanitizers:
#   address,undefined   AddressSanitizer + UndefinedBehaviorSanitizer; every report is fatal
#   thread              ThreadSanitizer
# Only for a top-level build (scripts/sanitize.sh); a consumer's flags are never touched.
set(GRIDNAV_SANITIZE "" CACHE STRING "Sanitizers for the whole build: address,undefined or thread")
set_property(CACHE GRIDNAV_SANITIZE PROPERTY STRINGS "" "address,undefined" "thread")

if(GRIDNAV_SANITIZE)
  if(NOT GRIDNAV_TOP_LEVEL)
    message(FATAL_ERROR "GRIDNAV_SANITIZE is for a top-level build of gridnav")
  endif()
  if(NOT GRIDNAV_SANITIZE MATCHES "^(address,undefined|undefined,address|address|undefined|thread)$")
    message(FATAL_ERROR "GRIDNAV_SANITIZE=${GRIDNAV_SANITIZE}: expected address,undefined or thread")
  endif()
  set(flags -fsanitize=${GRIDNAV_SANITIZE} -fno-omit-frame-pointer)
  if(GRIDNAV_SANITIZE MATCHES "undefined")
    list(APPEND flags -fno-sanitize-recover=all)
  endif()
  add_compile_options(${flags})
  add_link_options(${flags})
endif()
