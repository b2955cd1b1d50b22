# 32-bit ARM Linux, hard-float (Debian armhf: ARMv7-A, VFPv3-D16, doubles passed in VFP
# registers):
#   cmake -S . -B build/arm-linux-gnueabihf -G Ninja -DCMAKE_BUILD_TYPE=Release \
#         -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/arm-linux-gnueabihf.cmake
#
# -mfloat-abi=hard: without it the toolchain's clang and the Swift compiler pass doubles
# in core registers (soft-float calling), lld links such objects into a library marked
# hard-float without a word, and every double a caller passes arrives as garbage; the
# build checks every object it links for the VFP-arguments attribute
# (cmake/check-float-abi.sh). -mfpu=vfpv3-d16: armhf's baseline; without it NEON and 32
# double registers would be used.
set(SHEET_CROSS_GNU_TRIPLE arm-linux-gnueabihf)
set(SHEET_DEBIAN_ARCH armhf)
set(CMAKE_SYSTEM_PROCESSOR armv7l)
set(SHEET_SWIFT_TARGET armv7-none-none-eabi)
set(SHEET_TARGET_TRIPLE armv7-unknown-linux-gnueabihf)
set(SHEET_TARGET_C_FLAGS -mfloat-abi=hard -mfpu=vfpv3-d16)
set(SHEET_QEMU qemu-arm)
include(${CMAKE_CURRENT_LIST_DIR}/linux-cross.cmake)
