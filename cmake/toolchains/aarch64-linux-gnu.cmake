# 64-bit ARM Linux (Debian arm64):
#   cmake -S . -B build/aarch64-linux-gnu -G Ninja -DCMAKE_BUILD_TYPE=Release \
#         -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/aarch64-linux-gnu.cmake
set(SHEET_CROSS_GNU_TRIPLE aarch64-linux-gnu)
set(SHEET_DEBIAN_ARCH arm64)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(SHEET_SWIFT_TARGET aarch64-none-none-elf)
set(SHEET_TARGET_TRIPLE aarch64-unknown-linux-gnu)
set(SHEET_TARGET_C_FLAGS)
set(SHEET_QEMU qemu-aarch64)
include(${CMAKE_CURRENT_LIST_DIR}/linux-cross.cmake)
