#!/usr/bin/env bash
# deps.sh — makes sure the tools the CMake build and the tests need are present:
# swift (a Swift 6.3 toolchain; not installable from Debian), cmake, ninja, pkg-config,
# a C and a C++ compiler, nm/readelf (binutils), ldd and libffi; for the SDL demo and its tests
# SDL2, SDL2_ttf, SDL2_image, DejaVu fonts, Xvfb, xdotool, xdpyinfo and python3.
#
# With --wasm (run on its own) or SHEET_DEPS=wasm (sourced), it checks instead what
# scripts/build-wasm needs: the Swift toolchain (its clang, wasm-ld, llvm-ar and
# wasmkit), wasi-libc, the wasm32 compiler builtins and Node.js. With --web, what the
# web demo's browser test needs: Chromium, chromium-driver and Selenium (pip). With
# --cross or SHEET_DEPS=cross, what the cross builds of scripts/build-cross need (64-bit
# ARM and 32-bit hard-float ARM Linux: Debian's cross compilers and C libraries, and
# qemu-user to run their tests), and with --ios or SHEET_DEPS=ios what scripts/build-ios
# needs (LLVM 19's lld, whose ld64.lld links for iOS). With --package or
# SHEET_DEPS=package, what scripts/package needs: lintian, dpkg-dev, binutils, Python's
# venv, a C compiler and pkg-config. With --npm or SHEET_DEPS=npm, what
# scripts/package-npm needs: Node.js, npm and esbuild. SHEET_DEPS=none, sourced, checks
# nothing: the functions alone.
#
# Missing Debian packages are installed with apt-get when running as root; otherwise
# the exact install command is printed and the script fails. Sourced by scripts/demo,
# scripts/test, scripts/build-wasm, scripts/build-cross, scripts/build-ios,
# scripts/package and scripts/package-npm (it may prepend a Swift toolchain's usr/bin to
# PATH); it can also be run on its own.
set -euo pipefail
# The cross targets and what their toolchain files say of them (sheet_cross_targets).
source "$(dirname "${BASH_SOURCE[0]}")/steps.sh"

# A Swift toolchain that is installed but not on PATH.
sheet_find_swift() {
  if ! command -v swift >/dev/null 2>&1; then
    local dir
    for dir in "${SWIFT_ROOT:-}" /opt/swift/usr/bin /usr/share/swift/usr/bin; do
      if [[ -n $dir && -x $dir/swift ]]; then
        export PATH="$dir:$PATH"
        break
      fi
    done
  fi
}

# sheet_install "WHAT IS MISSING" PACKAGE... — installs Debian packages with apt-get as
# root; otherwise prints the command to run and fails. A failed install is tried again
# after apt-get update, twice: the package lists may be missing or stale (a foreign
# architecture just added has none), or a mirror caught in the middle of a sync serves
# an index whose size does not match its Release file, which the next update fetches
# whole. Fails, saying what could not be installed, when the third attempt does.
sheet_install() {
  local missing=$1 attempt
  shift
  echo "deps: missing: $missing"
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "deps: no apt-get here; install the equivalents of: $*" >&2
    return 1
  fi
  if [[ $(id -u) -ne 0 ]]; then
    echo "deps: not root; install them with:" >&2
    echo "  sudo apt-get install -y $*" >&2
    return 1
  fi
  echo "deps: installing $*"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends "$@" </dev/null && return 0
  for attempt in 1 2; do
    echo "deps: the install failed; apt-get update, then again ($attempt of 2)"
    # A failed update still refreshes the lists it could fetch: the install says whether
    # they were enough.
    apt-get update </dev/null || true
    apt-get install -y --no-install-recommends "$@" </dev/null && return 0
  done
  echo "deps: apt-get could not install $* (the messages above say why)" >&2
  return 1
}

sheet_require_swift() {
  if ! command -v swift >/dev/null 2>&1; then
    echo "deps: swift not found: install a Swift 6.3 toolchain (https://swift.org/install)" >&2
    echo "      and put its usr/bin on PATH, or set SWIFT_ROOT to that directory" >&2
    return 1
  fi
}

# The CMake build's own tools (cmake, ninja, pkg-config, a C compiler), those missing
# added to the caller's missing and pkgs.
sheet_want_build_tools() {
  command -v cmake >/dev/null 2>&1 || { missing+=(cmake); pkgs+=(cmake); }
  command -v ninja >/dev/null 2>&1 || { missing+=(ninja); pkgs+=(ninja-build); }
  command -v pkg-config >/dev/null 2>&1 || { missing+=(pkg-config); pkgs+=(pkg-config); }
  if ! command -v cc >/dev/null 2>&1 && ! command -v gcc >/dev/null 2>&1 &&
     ! command -v clang >/dev/null 2>&1; then
    missing+=("C compiler"); pkgs+=(gcc libc6-dev)
  fi
}

sheet_deps() {
  local missing=() pkgs=()
  sheet_find_swift

  sheet_want_build_tools
  if ! command -v c++ >/dev/null 2>&1 && ! command -v g++ >/dev/null 2>&1 &&
     ! command -v clang++ >/dev/null 2>&1; then
    missing+=("C++ compiler"); pkgs+=(g++)
  fi
  if ! command -v nm >/dev/null 2>&1 || ! command -v readelf >/dev/null 2>&1; then
    missing+=(nm/readelf); pkgs+=(binutils)
  fi
  command -v ldd >/dev/null 2>&1 || { missing+=(ldd); pkgs+=(libc-bin); }

  # The ABI fuzzer (Tests/fuzz) calls every function through libffi.
  pkg-config --exists libffi 2>/dev/null || { missing+=(libffi); pkgs+=(libffi-dev); }

  # The SDL demo (examples/sdl-demo) and its tests (Tests/sdl): SDL2, SDL2_ttf and
  # SDL2_image, the DejaVu font, Xvfb, xdotool, xdpyinfo and python3.
  pkg-config --exists sdl2 SDL2_ttf 2>/dev/null ||
    { missing+=(SDL2/SDL2_ttf); pkgs+=(libsdl2-dev libsdl2-ttf-dev); }
  pkg-config --exists SDL2_image 2>/dev/null || { missing+=(SDL2_image); pkgs+=(libsdl2-image-dev); }
  [[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]] ||
    { missing+=("DejaVu fonts"); pkgs+=(fonts-dejavu-core); }
  command -v Xvfb >/dev/null 2>&1 || { missing+=(Xvfb); pkgs+=(xvfb); }
  command -v xdotool >/dev/null 2>&1 || { missing+=(xdotool); pkgs+=(xdotool); }
  command -v xdpyinfo >/dev/null 2>&1 || { missing+=(xdpyinfo); pkgs+=(x11-utils); }
  command -v python3 >/dev/null 2>&1 || { missing+=(python3); pkgs+=(python3); }

  if ((${#pkgs[@]})); then
    sheet_install "${missing[*]}" "${pkgs[@]}" || return 1
  fi
  sheet_require_swift
}

# What scripts/build-wasm needs. The WebAssembly tools (clang with its wasm32 target,
# wasm-ld, llvm-ar, wasmkit) come with the Swift toolchain; Debian provides the C
# library for WASI (wasi-libc: headers in /usr/include/wasm32-wasi, libraries in
# /usr/lib/wasm32-wasi), compiler-rt's builtins for wasm32, Node.js and npm (which packs
# and installs the npm package offline), and binaryen's wasm-opt, which the module goes
# through last.
sheet_deps_wasm() {
  local missing=() pkgs=()
  sheet_find_swift
  [[ -f /usr/lib/wasm32-wasi/libc.a && -f /usr/include/wasm32-wasi/stdio.h ]] ||
    { missing+=(wasi-libc); pkgs+=(wasi-libc); }
  compgen -G '/usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a' >/dev/null ||
    { missing+=("wasm32 compiler builtins"); pkgs+=(libclang-rt-19-dev-wasm32); }
  command -v node >/dev/null 2>&1 || { missing+=(node); pkgs+=(nodejs); }
  command -v npm >/dev/null 2>&1 || { missing+=(npm); pkgs+=(npm); }
  command -v wasm-opt >/dev/null 2>&1 || { missing+=(wasm-opt); pkgs+=(binaryen); }
  if ((${#pkgs[@]})); then
    sheet_install "${missing[*]}" "${pkgs[@]}" || return 1
  fi
  sheet_require_swift
}

# What the cross builds need (cmake/toolchains/): the CMake build's own tools, for each
# target Debian's cross C and C++ compilers (binutils come with them) and the target's C
# library, and qemu-user, which runs the target's programs. The Swift toolchain compiles
# and links the library itself (its clang and lld).
sheet_deps_cross() {
  local missing=() pkgs=() triple arch qemu_found=1
  sheet_find_swift
  sheet_want_build_tools
  for triple in $(sheet_cross_targets); do
    arch=$(sheet_toolchain_value "$triple" SHEET_DEBIAN_ARCH)
    command -v "$triple-gcc" >/dev/null 2>&1 || { missing+=("$triple-gcc"); pkgs+=("gcc-$triple"); }
    command -v "$triple-g++" >/dev/null 2>&1 || { missing+=("$triple-g++"); pkgs+=("g++-$triple"); }
    [[ -f /usr/$triple/include/stdio.h ]] ||
      { missing+=("$triple C library"); pkgs+=("libc6-dev-$arch-cross"); }
    command -v "$(sheet_toolchain_value "$triple" SHEET_QEMU)" >/dev/null 2>&1 || qemu_found=0
  done
  ((qemu_found)) || { missing+=(qemu-user); pkgs+=(qemu-user); }
  if ((${#pkgs[@]})); then
    sheet_install "${missing[*]}" "${pkgs[@]}" || return 1
  fi
  sheet_require_swift
}

# What scripts/build-ios needs besides the Swift toolchain and an iOS SDK: an ld64.lld
# that links for iOS (the toolchain's refuses the platform; LLVM 19's does).
sheet_deps_ios() {
  sheet_find_swift
  [[ -x /usr/lib/llvm-19/bin/ld64.lld ]] || sheet_install "ld64.lld (LLVM 19)" lld-19 || return 1
  sheet_require_swift
}

# What scripts/package needs besides the CMake build's tools: dpkg-dev
# (dpkg-gensymbols, dpkg-shlibdeps, dpkg-gencontrol, dpkg-deb), lintian, binutils
# (readelf, strings) and Python's venv (the wheel's build tools and its test).
sheet_deps_package() {
  local missing=() pkgs=()
  sheet_find_swift
  sheet_want_build_tools
  command -v dpkg-gensymbols >/dev/null 2>&1 || { missing+=(dpkg-dev); pkgs+=(dpkg-dev); }
  command -v lintian >/dev/null 2>&1 || { missing+=(lintian); pkgs+=(lintian); }
  if ! command -v readelf >/dev/null 2>&1 || ! command -v strings >/dev/null 2>&1; then
    missing+=(readelf/strings); pkgs+=(binutils)
  fi
  command -v python3 >/dev/null 2>&1 || { missing+=(python3); pkgs+=(python3); }
  python3 -c 'import ensurepip, venv' 2>/dev/null || { missing+=("python3 venv"); pkgs+=(python3-venv); }
  if ((${#pkgs[@]})); then
    sheet_install "${missing[*]}" "${pkgs[@]}" || return 1
  fi
  sheet_require_swift
}

# sheet_deps_debian_arch ARCH — what scripts/package needs for a cross target's Debian
# packages: the target's C library known to dpkg (libc6:ARCH, with ARCH added to dpkg's
# architectures), whose symbols file tells dpkg-shlibdeps what the library depends on.
sheet_deps_debian_arch() {
  local arch=$1
  [[ $(dpkg-query -W -f='${Status}' "libc6:$arch" 2>/dev/null) == "install ok installed" ]] && return 0
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    dpkg --add-architecture "$arch"
  else
    echo "deps: missing: libc6:$arch; install it with:" >&2
    echo "  sudo dpkg --add-architecture $arch && sudo apt-get update && sudo apt-get install -y libc6:$arch" >&2
    return 1
  fi
  sheet_install "libc6:$arch" "libc6:$arch"
}

# What scripts/package-npm needs: Node.js and npm (which packs the package offline) and
# esbuild (Debian's), which bundles and minifies the binding and the element.
sheet_deps_npm() {
  local missing=() pkgs=()
  command -v node >/dev/null 2>&1 || { missing+=(node); pkgs+=(nodejs); }
  command -v npm >/dev/null 2>&1 || { missing+=(npm); pkgs+=(npm); }
  command -v esbuild >/dev/null 2>&1 || { missing+=(esbuild); pkgs+=(esbuild); }
  if ((${#pkgs[@]})); then
    sheet_install "${missing[*]}" "${pkgs[@]}" || return 1
  fi
}

# What the web demo's browser test (Tests/web) needs: Chromium and its WebDriver from
# Debian, Selenium from PyPI. The test skips itself, saying why, when they are missing.
sheet_deps_web() {
  local missing=() pkgs=()
  command -v chromium >/dev/null 2>&1 || { missing+=(chromium); pkgs+=(chromium); }
  command -v chromedriver >/dev/null 2>&1 || { missing+=(chromedriver); pkgs+=(chromium-driver); }
  command -v python3 >/dev/null 2>&1 || { missing+=(python3); pkgs+=(python3); }
  python3 -m pip --version >/dev/null 2>&1 || { missing+=(pip); pkgs+=(python3-pip); }
  if ((${#pkgs[@]})); then
    sheet_install "${missing[*]}" "${pkgs[@]}" || return 1
  fi
  if ! python3 -c 'import selenium' 2>/dev/null; then
    echo "deps: missing: selenium (PyPI)"
    python3 -m pip install --quiet selenium ||
      python3 -m pip install --quiet --break-system-packages selenium || return 1
  fi
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
  if [[ ${1:-} == --web ]]; then
    sheet_deps_web
    echo "deps: all present for the browser test ($(chromium --version 2>/dev/null | head -n 1))"
  elif [[ ${1:-} == --wasm ]]; then
    sheet_deps_wasm
    echo "deps: all present for WebAssembly ($(swift --version 2>/dev/null | head -n 1); node $(node --version))"
  elif [[ ${1:-} == --cross ]]; then
    sheet_deps_cross
    echo "deps: all present for the cross builds ($(qemu-aarch64 --version | head -n 1))"
  elif [[ ${1:-} == --ios ]]; then
    sheet_deps_ios
    echo "deps: all present for the iOS archive ($(/usr/lib/llvm-19/bin/ld64.lld --version | head -n 1))"
  elif [[ ${1:-} == --package ]]; then
    sheet_deps_package
    echo "deps: all present for packaging ($(lintian --version); $(dpkg-deb --version | head -n 1))"
  elif [[ ${1:-} == --npm ]]; then
    sheet_deps_npm
    echo "deps: all present for the npm package (node $(node --version); esbuild $(esbuild --version))"
  else
    sheet_deps
    echo "deps: all present ($(swift --version 2>/dev/null | head -n 1); $(cmake --version | head -n 1))"
  fi
elif [[ ${SHEET_DEPS:-} == wasm ]]; then
  sheet_deps_wasm || exit 1
elif [[ ${SHEET_DEPS:-} == cross ]]; then
  sheet_deps_cross || exit 1
elif [[ ${SHEET_DEPS:-} == ios ]]; then
  sheet_deps_ios || exit 1
elif [[ ${SHEET_DEPS:-} == package ]]; then
  sheet_deps_package || exit 1
elif [[ ${SHEET_DEPS:-} == npm ]]; then
  sheet_deps_npm || exit 1
elif [[ ${SHEET_DEPS:-} == none ]]; then
  :
else
  sheet_deps || exit 1
fi
