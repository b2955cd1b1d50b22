# linux-cross.cmake — what a cross build of libsheet for a Linux CPU other than the
# machine's needs, included by the file of each target (aarch64-linux-gnu.cmake,
# arm-linux-gnueabihf.cmake) once it has set:
#
#   SHEET_CROSS_GNU_TRIPLE  Debian's name of the target (aarch64-linux-gnu): its cross
#                           compilers are <triple>-gcc and <triple>-g++, its C library
#                           lives in /usr/<triple>, and qemu-user runs its programs
#   SHEET_DEBIAN_ARCH       Debian's architecture of the target (arm64): the scripts read
#                           it (scripts/steps.sh) for its packages' names and its .debs
#   CMAKE_SYSTEM_PROCESSOR  the CPU, as uname -m says it there (a wheel's CPU)
#   SHEET_SWIFT_TARGET      the Embedded Swift target: the toolchain's Embedded standard
#                           library exists for bare-metal triples only
#   SHEET_TARGET_TRIPLE     the Linux triple the Swift compiler's C importer, and the
#                           toolchain's clang compiling and linking the library, use
#   SHEET_TARGET_C_FLAGS    code generation flags every C and Swift object of the target
#                           needs (the float ABI and FPU of armhf)
#   SHEET_QEMU              qemu-user's program for the CPU
#
# The C tests and examples are compiled by Debian's cross compilers and run by ctest
# under qemu-user (CMAKE_CROSSCOMPILING_EMULATOR) with the target's C library as what
# its absolute paths find (-L, below). No fused multiply-add is allowed anywhere: the frames'
# bits must be those of every other platform (Tests/c/test_same_bits.c).
set(CMAKE_SYSTEM_NAME Linux)

set(_sysroot /usr/${SHEET_CROSS_GNU_TRIPLE})
set(CMAKE_C_COMPILER ${SHEET_CROSS_GNU_TRIPLE}-gcc)
set(CMAKE_CXX_COMPILER ${SHEET_CROSS_GNU_TRIPLE}-g++)
string(JOIN " " _flags -ffp-contract=off ${SHEET_TARGET_C_FLAGS})
set(CMAKE_C_FLAGS_INIT "${_flags}")
set(CMAKE_CXX_FLAGS_INIT "${_flags}")

# Libraries, headers and packages of the target only; programs of the machine.
set(CMAKE_FIND_ROOT_PATH ${_sysroot})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# pkg-config sees the target's packages (Debian's multiarch -dev packages), not the
# machine's.
set(ENV{PKG_CONFIG_LIBDIR} /usr/lib/${SHEET_CROSS_GNU_TRIPLE}/pkgconfig:/usr/share/pkgconfig)

find_program(_qemu ${SHEET_QEMU})
if(NOT _qemu)
  message(FATAL_ERROR "${SHEET_QEMU} not found: the cross build runs its tests under "
                      "qemu-user (scripts/deps.sh --cross installs it)")
endif()
# qemu-user looks for an absolute path under -L first and, when it is not there, on the
# machine itself. The target's loader searches /lib/<triple> before /lib, so with the
# target's own Debian C library installed on the machine (libc6:armhf, which any
# multiarch -dev package of the target brings) it would load that libc beside the cross
# one's loader: two builds of glibc in one process, which crash in fork and
# pthread_create. So -L names a root in the build tree whose /lib holds the cross C
# library's loader and, as /lib/<triple>, the cross C library.
set(_qemu_root ${CMAKE_BINARY_DIR}/qemu-root)
file(MAKE_DIRECTORY ${_qemu_root}/lib)
file(CREATE_LINK ${_sysroot}/lib ${_qemu_root}/lib/${SHEET_CROSS_GNU_TRIPLE} SYMBOLIC)
file(GLOB _loaders ${_sysroot}/lib/ld-linux*.so.*)
foreach(_loader IN LISTS _loaders)
  get_filename_component(_name ${_loader} NAME)
  file(CREATE_LINK ${_loader} ${_qemu_root}/lib/${_name} SYMBOLIC)
endforeach()
set(CMAKE_CROSSCOMPILING_EMULATOR ${_qemu} -L ${_qemu_root})
# A test's environment reaches qemu, a program of this machine, as much as the emulated
# one: what only the emulated program may see (LD_PRELOAD of a target library, a
# tunable of the target's C library) goes through qemu's QEMU_SET_ENV=NAME=VALUE.
set(SHEET_EMULATOR_ENV QEMU_SET_ENV)
