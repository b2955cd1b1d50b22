# cmake -DBUILD_DIR=<build> -DSOURCE_DIR=<src> -DWORK_DIR=<scratch> -DLIBDIR=lib
#       -DINCLUDEDIR=include -DDOCDIR=share/doc/libsheet -DSONAME=libsheet.so.1
#       -DGENERATOR=Ninja -DC_COMPILER=cc
#       -DPKG_CONFIG=pkg-config -P check-install.cmake
#
# Installs the build into WORK_DIR/prefix and uses it like an outside project would:
#   1. the installed files: lib/SONAME, lib/libsheet.so -> SONAME, include/sheet.h,
#      include/sheet_plugin.h, lib/pkgconfig/sheet.pc,
#      lib/cmake/sheet/sheetConfig{,Version}.cmake and the licence, DOCDIR/LICENSE;
#   2. examples/consumer configured with CMAKE_PREFIX_PATH=prefix (find_package(sheet
#      CONFIG REQUIRED), sheet::sheet), built and run; it must find the package in
#      the prefix;
#   3. examples/consumer/main.c built alone with `cc $(pkg-config --cflags --libs sheet)`
#      (PKG_CONFIG_PATH=prefix/lib/pkgconfig) and run with LD_LIBRARY_PATH=prefix/lib.
# With -DSTATIC=ON (the build made libsheet.a), also lib/libsheet.a and
# lib/pkgconfig/sheet-static.pc are installed, and the consumer is built against the
# static library both ways (sheet::sheet_static; `pkg-config --libs sheet-static`) and
# runs without libsheet.so.1. In a cross build, -DEMULATOR=... (the build's
# CMAKE_CROSSCOMPILING_EMULATOR) runs the consumers.
# With -DPREFIX=<dir> instead of -DBUILD_DIR, the files are installed there already (an
# unpacked release tarball, the Debian packages' files under /usr; scripts/package):
# step 1 checks them without installing, and DOCDIR may be left out where the licence
# lives elsewhere (a Debian package's copyright file). PREFIX must lie outside WORK_DIR.
foreach(v SOURCE_DIR WORK_DIR LIBDIR INCLUDEDIR SONAME GENERATOR C_COMPILER)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "check-install.cmake: -D${v}=... is required")
  endif()
endforeach()
if(NOT DEFINED BUILD_DIR AND NOT DEFINED PREFIX)
  message(FATAL_ERROR "check-install.cmake: -DBUILD_DIR=... or -DPREFIX=... is required")
endif()
if(NOT DEFINED DOCDIR AND NOT DEFINED PREFIX)
  message(FATAL_ERROR "check-install.cmake: -DDOCDIR=... is required")
endif()

function(run what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    string(REPLACE ";" " " shown "${ARGN}")
    message(FATAL_ERROR "${what} failed (${rc}):\n  ${shown}\n${out}")
  endif()
  message(STATUS "ok: ${what}")
  set(run_output "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

# 1. install
if(DEFINED PREFIX)
  set(prefix ${PREFIX})
else()
  set(prefix ${WORK_DIR}/prefix)
  run("cmake --install" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
endif()
set(libdir ${prefix}/${LIBDIR})
foreach(f ${libdir}/${SONAME} ${libdir}/libsheet.so ${prefix}/${INCLUDEDIR}/sheet.h
          ${prefix}/${INCLUDEDIR}/sheet_plugin.h
          ${libdir}/pkgconfig/sheet.pc ${libdir}/cmake/sheet/sheetConfig.cmake
          ${libdir}/cmake/sheet/sheetConfigVersion.cmake)
  if(NOT EXISTS ${f})
    message(FATAL_ERROR "not installed: ${f}")
  endif()
endforeach()
if(NOT IS_SYMLINK ${libdir}/libsheet.so)
  message(FATAL_ERROR "${libdir}/libsheet.so is not a symlink")
endif()
file(READ_SYMLINK ${libdir}/libsheet.so target)
if(NOT target STREQUAL SONAME)
  message(FATAL_ERROR "${libdir}/libsheet.so points to '${target}', expected ${SONAME}")
endif()
file(SHA256 ${SOURCE_DIR}/include/sheet.h want)
file(SHA256 ${prefix}/${INCLUDEDIR}/sheet.h have)
if(NOT want STREQUAL have)
  message(FATAL_ERROR "the installed sheet.h differs from include/sheet.h")
endif()
message(STATUS "ok: installed ${SONAME}, libsheet.so -> ${SONAME}, sheet.h, sheet_plugin.h, sheet.pc, sheetConfig*.cmake")
if(DEFINED DOCDIR)
  if(NOT EXISTS ${prefix}/${DOCDIR}/LICENSE)
    message(FATAL_ERROR "not installed: ${prefix}/${DOCDIR}/LICENSE")
  endif()
  message(STATUS "ok: installed LICENSE")
endif()
if(STATIC)
  foreach(f ${libdir}/libsheet.a ${libdir}/pkgconfig/sheet-static.pc)
    if(NOT EXISTS ${f})
      message(FATAL_ERROR "not installed: ${f}")
    endif()
  endforeach()
  message(STATUS "ok: installed libsheet.a, sheet-static.pc")
endif()

# check_static(<executable>): a statically linked consumer needs no libsheet.so.
function(check_static executable)
  execute_process(COMMAND readelf -d ${executable} OUTPUT_VARIABLE dynamic)
  if(dynamic MATCHES "libsheet")
    message(FATAL_ERROR "${executable} is linked with libsheet.a but needs a shared libsheet")
  endif()
endfunction()

# 2. CMake package
set(consumer_build ${WORK_DIR}/consumer-build)
run("configure examples/consumer" ${CMAKE_COMMAND}
  -S ${SOURCE_DIR}/examples/consumer -B ${consumer_build} -G ${GENERATOR}
  -DCMAKE_C_COMPILER=${C_COMPILER}
  "-DCMAKE_C_FLAGS=-Wall -Wextra -pedantic -Werror"
  -DCMAKE_PREFIX_PATH=${prefix}
  -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF)
file(STRINGS ${consumer_build}/CMakeCache.txt sheet_dir REGEX "^sheet_DIR:")
string(REGEX REPLACE "^sheet_DIR:[A-Z]+=" "" sheet_dir "${sheet_dir}")
if(NOT sheet_dir STREQUAL "${libdir}/cmake/sheet")
  message(FATAL_ERROR "the consumer found the sheet package in '${sheet_dir}', "
                      "not in the prefix (${libdir}/cmake/sheet)")
endif()
run("build examples/consumer" ${CMAKE_COMMAND} --build ${consumer_build})
run("run sheet-consumer (CMake build)" ${EMULATOR} ${consumer_build}/sheet-consumer)
message(STATUS "${run_output}")
if(STATIC)
  if(NOT EXISTS ${consumer_build}/sheet-consumer-static)
    message(FATAL_ERROR "the consumer did not find sheet::sheet_static in the package")
  endif()
  check_static(${consumer_build}/sheet-consumer-static)
  run("run sheet-consumer-static (CMake build, libsheet.a)" ${EMULATOR} ${consumer_build}/sheet-consumer-static)
endif()

# 3. pkg-config
if(PKG_CONFIG)
  set(ENV{PKG_CONFIG_PATH} ${libdir}/pkgconfig)
  set(ENV{PKG_CONFIG_LIBDIR} ${libdir}/pkgconfig)  # this prefix only
  run("pkg-config --modversion sheet" ${PKG_CONFIG} --modversion sheet)
  run("pkg-config --cflags --libs sheet" ${PKG_CONFIG} --cflags --libs sheet)
  string(STRIP "${run_output}" pc_flags)
  separate_arguments(pc_flags UNIX_COMMAND "${pc_flags}")
  run("cc main.c $(pkg-config --cflags --libs sheet)" ${C_COMPILER} -std=c99
    -Wall -Wextra -pedantic -Werror
    ${SOURCE_DIR}/examples/consumer/main.c ${pc_flags} -o ${WORK_DIR}/pkgconfig-consumer)
  set(ENV{LD_LIBRARY_PATH} ${libdir})
  run("run the pkg-config build" ${EMULATOR} ${WORK_DIR}/pkgconfig-consumer)
  message(STATUS "${run_output}")
  if(STATIC)
    run("pkg-config --cflags --libs sheet-static" ${PKG_CONFIG} --cflags --libs sheet-static)
    string(STRIP "${run_output}" pc_flags)
    separate_arguments(pc_flags UNIX_COMMAND "${pc_flags}")
    run("cc main.c $(pkg-config --cflags --libs sheet-static)" ${C_COMPILER} -std=c99
      -Wall -Wextra -pedantic -Werror
      ${SOURCE_DIR}/examples/consumer/main.c ${pc_flags} -o ${WORK_DIR}/pkgconfig-consumer-static)
    check_static(${WORK_DIR}/pkgconfig-consumer-static)
    unset(ENV{LD_LIBRARY_PATH})
    run("run the static pkg-config build" ${EMULATOR} ${WORK_DIR}/pkgconfig-consumer-static)
  endif()
else()
  message(STATUS "skipped: pkg-config not found")
endif()
