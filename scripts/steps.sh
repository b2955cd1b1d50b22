#!/usr/bin/env bash
# steps.sh — the steps several scripts take alike, sourced by scripts/deps.sh (for the
# cross targets), and by scripts/test, reliability, coverage, fuzz, soak, bench, demo,
# package, build-cross, build-wasm and build-ios (after scripts/deps.sh, which puts the
# tools on PATH):
#
#   sheet_configure DIR [--keep-build-type] FLAGS...
#       configures the CMake build in DIR from this repository: Ninja when DIR has no
#       CMakeCache.txt yet (a build keeps the generator it was made with), Release, and
#       the caller's FLAGS. With --keep-build-type, Release only when DIR is new: a
#       build someone configured otherwise keeps its build type.
#   sheet_swift_test_sanitized address|thread SCRATCH
#       `swift test` (the full Swift runtime) under AddressSanitizer or
#       ThreadSanitizer, in SwiftPM's build directory SCRATCH (one per sanitizer: the two
#       instrumentations cannot share a build). ASan's leak checker is told about the
#       test runner's own allocations, which it keeps to exit
#       (Tests/fuzz/lsan-swift-test.supp); TSan stops at the first race.
#   sheet_python_tests LIBRARY
#       the Python binding's tests (pytest, Hypothesis; installed with pip when missing)
#       against LIBRARY.
#   sheet_cross_targets
#       the targets of cmake/toolchains/, one a line: each T.cmake that names T as its
#       SHEET_CROSS_GNU_TRIPLE (linux-cross.cmake, which they include, is none).
#   sheet_is_cross_target T
#       whether T is one of them.
#   sheet_toolchain_value T NAME
#       what cmake/toolchains/T.cmake sets NAME to (SHEET_DEBIAN_ARCH,
#       CMAKE_SYSTEM_PROCESSOR).
#   sheet_embedded_swift_flags
#       the Swift compiler's flags every Embedded Swift build shares, one a line
#       (cmake/embedded-swift.flags).
#   sheet_exports
#       the functions of sheet.h, one a line, as abi/exports.txt lists them (without
#       their version nodes).
#   sheet_stage NAME COMMAND...
#       runs COMMAND under a "==== NAME" heading and appends "PASS  NAME (N s)" or
#       "FAIL  NAME (exit R, N s)" to the array sheet_stage_results (sheet_stage_failed
#       becomes 1 on a failure); returns COMMAND's status.
#
# sheet_jobs is the number of parallel jobs a build or ctest may use: the cores.
# sheet_native_target is the machine's own target, as cmake/toolchains/ names the others
# (x86_64-linux-gnu).

sheet_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sheet_jobs=$(nproc 2>/dev/null || echo 2)
sheet_native_target="$(uname -m)-linux-gnu"
sheet_stage_results=()
sheet_stage_failed=0

sheet_configure() {
  local dir=$1 generator=() build_type=(-DCMAKE_BUILD_TYPE=Release)
  shift
  if [[ ${1:-} == --keep-build-type ]]; then
    shift
    [[ -f $dir/CMakeCache.txt ]] && build_type=()
  fi
  [[ -f $dir/CMakeCache.txt ]] || generator=(-G Ninja)
  cmake -S "$sheet_root" -B "$dir" "${generator[@]}" "${build_type[@]}" "$@"
}

sheet_cross_targets() {
  local file target
  for file in "$sheet_root"/cmake/toolchains/*.cmake; do
    target=$(basename "$file" .cmake)
    if grep -qx "set(SHEET_CROSS_GNU_TRIPLE $target)" "$file"; then echo "$target"; fi
  done
}

sheet_is_cross_target() {
  local target
  for target in $(sheet_cross_targets); do
    [[ $target == "$1" ]] && return 0
  done
  return 1
}

sheet_toolchain_value() {
  sed -n "s/^set($2 \(.*\))\$/\1/p" "$sheet_root/cmake/toolchains/$1.cmake"
}

sheet_embedded_swift_flags() {
  grep -v '^#' "$sheet_root/cmake/embedded-swift.flags" | sed '/^$/d'
}

sheet_exports() {
  grep -v '^#' "$sheet_root/abi/exports.txt" | sed 's/@.*//; /^$/d'
}

sheet_swift_test_sanitized() {
  local sanitizer=$1 scratch=$2 options=()
  case $sanitizer in
    address)
      options=(LSAN_OPTIONS="suppressions=$sheet_root/Tests/fuzz/lsan-swift-test.supp:print_suppressions=0") ;;
    thread)
      options=(TSAN_OPTIONS=halt_on_error=1) ;;
    *)
      echo "sheet_swift_test_sanitized: address or thread, not $sanitizer" >&2
      return 2 ;;
  esac
  env "${options[@]}" swift test --package-path "$sheet_root" --parallel \
    --sanitize="$sanitizer" --scratch-path "$scratch"
}

sheet_python_tests() {
  local library=$1
  { python3 -c 'import pytest, hypothesis' 2>/dev/null ||
      python3 -m pip install --quiet pytest hypothesis ||
      python3 -m pip install --quiet --break-system-packages pytest hypothesis; } &&
    LIBSHEET_PATH="$library" python3 -m pytest -q "$sheet_root/bindings/python/tests"
}

sheet_stage() {
  local name=$1 start=$SECONDS rc=0
  shift
  echo
  echo "==== $name"
  "$@" || rc=$?
  if ((rc == 0)); then
    sheet_stage_results+=("PASS  $name ($((SECONDS - start)) s)")
  else
    sheet_stage_results+=("FAIL  $name (exit $rc, $((SECONDS - start)) s)")
    sheet_stage_failed=1
  fi
  return $rc
}
