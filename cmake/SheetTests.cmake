# C tests and library checks, included from the top-level CMakeLists.txt.
#
# Tests/c conventions:
#   Tests/c/test_<name>.c    one test executable each, linked with sheet::sheet, include
#                            dirs include/ and Tests/c; ctest name test_<name>.
find_package(Threads REQUIRED)

set(SHEET_TEST_DIR ${CMAKE_SOURCE_DIR}/Tests/c)
set(SHEET_TEST_PLUGIN_DIR ${CMAKE_BINARY_DIR}/plugins)

file(GLOB SHEET_C_TESTS CONFIGURE_DEPENDS ${SHEET_TEST_DIR}/test_*.c)
foreach(src IN LISTS SHEET_C_TESTS)
  get_filename_component(name ${src} NAME_WE)
  add_executable(${name} ${src})
  target_include_directories(${name} PRIVATE ${SHEET_TEST_DIR})
  target_link_libraries(${name} PRIVATE sheet::sheet sheet_common Threads::Threads m
    ${CMAKE_DL_LIBS})
  sheet_c_warnings(${name})
  add_test(NAME ${name} COMMAND ${name})
  set_tests_properties(${name} PROPERTIES
    TIMEOUT 120
    ENVIRONMENT "SHEET_TEST_PLUGIN_DIR=${SHEET_TEST_PLUGIN_DIR}")
endforeach()

# What libsheet.so.1 exports and needs: only sheet_*, every SHEET_API function of
# sheet.h (but sheet_plugin_init, which plugins define), SONAME, no libswift*.
find_program(SHEET_BASH bash REQUIRED)
find_program(SHEET_LDD ldd REQUIRED)
set(SHEET_NM ${CMAKE_NM})
set(SHEET_READELF ${CMAKE_READELF})
if(NOT SHEET_NM)
  find_program(SHEET_NM nm REQUIRED)
endif()
if(NOT SHEET_READELF)
  find_program(SHEET_READELF readelf REQUIRED)
endif()
add_test(NAME abi_exports
  COMMAND ${SHEET_BASH} ${CMAKE_SOURCE_DIR}/cmake/check-abi.sh
    ${SHEET_LIBRARY} ${CMAKE_SOURCE_DIR}/include/sheet.h ${SHEET_VERSION_SCRIPT}
    ${SHEET_SONAME} ${SHEET_NM} ${SHEET_READELF} ${SHEET_LDD})
set_tests_properties(abi_exports PROPERTIES TIMEOUT 60)

# The README's C example is examples/c/readme_example.c, verbatim.
add_test(NAME readme_example_in_sync
  COMMAND ${CMAKE_COMMAND}
    -DREADME=${CMAKE_SOURCE_DIR}/README.md
    -DEXAMPLE=${CMAKE_SOURCE_DIR}/examples/c/readme_example.c
    -P ${CMAKE_SOURCE_DIR}/cmake/check-readme.cmake)

if(SHEET_BUILD_EXAMPLES)
  add_test(NAME harness_quiet COMMAND sheet-harness --quiet)
  add_test(NAME harness_120hz COMMAND sheet-harness --quiet --hz 120)
  add_test(NAME harness_30hz COMMAND sheet-harness --quiet --hz 30)
  add_test(NAME readme_example COMMAND readme_example)
  set_tests_properties(harness_quiet harness_120hz harness_30hz readme_example
    PROPERTIES TIMEOUT 60)

  # Scenarios (examples/scenarios): each one's CSV output against golden/<name>.csv,
  # the SVG plot of two of them, and the bad scenarios' exit status and FILE:LINE.
  # A scenario that needs the example plugins is skipped until they are built.
  set(SHEET_SCENARIO_DIR ${CMAKE_SOURCE_DIR}/examples/scenarios)
  set(SHEET_SCENARIO_CHECK ${SHEET_SCENARIO_DIR}/check-scenario.cmake)
  set(SHEET_SCENARIO_OUT ${CMAKE_BINARY_DIR}/scenarios)
  file(MAKE_DIRECTORY ${SHEET_SCENARIO_OUT})
  find_program(SHEET_XMLLINT xmllint)
  file(GLOB SHEET_SCENARIOS CONFIGURE_DEPENDS ${SHEET_SCENARIO_DIR}/*.sheet)
  foreach(scenario IN LISTS SHEET_SCENARIOS)
    get_filename_component(name ${scenario} NAME_WE)
    set(requires "")
    if(name STREQUAL "plugins")
      set(requires "${SHEET_TEST_PLUGIN_DIR}/sheet-zoom.so;${SHEET_TEST_PLUGIN_DIR}/sheet-bounce.so")
    endif()
    add_test(NAME scenario_${name}
      COMMAND ${CMAKE_COMMAND} -DMODE=golden -DHARNESS=$<TARGET_FILE:sheet-harness>
        -DSCENARIO=${scenario} -DGOLDEN=${SHEET_SCENARIO_DIR}/golden/${name}.csv
        -DOUTPUT=${SHEET_SCENARIO_OUT}/${name}.csv -DEVERY=3
        -DPLUGIN_DIR=${SHEET_TEST_PLUGIN_DIR} "-DREQUIRES=${requires}"
        -P ${SHEET_SCENARIO_CHECK})
    set_tests_properties(scenario_${name} PROPERTIES
      TIMEOUT 60 SKIP_REGULAR_EXPRESSION "SKIPPED:")
  endforeach()
  foreach(name transitions container)
    add_test(NAME scenario_svg_${name}
      COMMAND ${CMAKE_COMMAND} -DMODE=svg -DHARNESS=$<TARGET_FILE:sheet-harness>
        -DSCENARIO=${SHEET_SCENARIO_DIR}/${name}.sheet
        -DOUTPUT=${SHEET_SCENARIO_OUT}/${name}.svg "-DXMLLINT=${SHEET_XMLLINT}"
        -P ${SHEET_SCENARIO_CHECK})
    set_tests_properties(scenario_svg_${name} PROPERTIES TIMEOUT 60)
  endforeach()
  file(GLOB SHEET_BAD_SCENARIOS CONFIGURE_DEPENDS ${SHEET_SCENARIO_DIR}/bad/*.sheet)
  foreach(scenario IN LISTS SHEET_BAD_SCENARIOS)
    get_filename_component(name ${scenario} NAME_WE)
    add_test(NAME scenario_bad_${name}
      COMMAND ${CMAKE_COMMAND} -DMODE=bad -DHARNESS=$<TARGET_FILE:sheet-harness>
        -DSCENARIO=${scenario} -P ${SHEET_SCENARIO_CHECK})
    set_tests_properties(scenario_bad_${name} PROPERTIES TIMEOUT 60)
  endforeach()
  # the harness's own command line
  add_test(NAME harness_csv_builtin COMMAND sheet-harness --format csv --every 2)
  add_test(NAME harness_jsonl_builtin COMMAND sheet-harness --format jsonl --quiet)
  add_test(NAME harness_bad_option COMMAND sheet-harness --format xml)
  add_test(NAME harness_missing_scenario COMMAND sheet-harness no-such-scenario.sheet)
  set_tests_properties(harness_bad_option harness_missing_scenario PROPERTIES WILL_FAIL TRUE)
  set_tests_properties(harness_csv_builtin harness_jsonl_builtin harness_bad_option
    harness_missing_scenario PROPERTIES TIMEOUT 60)
endif()
