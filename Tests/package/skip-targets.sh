#!/usr/bin/env bash
# Tests/package/skip-targets.sh — what scripts/package does when apt-get cannot install
# a target's dependencies, without a broken mirror: stand-ins for apt-get, dpkg,
# dpkg-query and id, first on PATH, play a root whose apt-get refuses every package of
# one architecture (armhf, the C library of the arm-linux-gnueabihf target) and installs
# the rest; they log each call. Checks that:
#
#   1. scripts/deps.sh's sheet_install tries a failing install three times, apt-get
#      update before the second and the third, then fails saying what could not be
#      installed; an install that fails once (no package lists yet) succeeds after the
#      update, with no third attempt; one that succeeds is not updated for;
#   2. scripts/package --deps-only, every target: arm-linux-gnueabihf is skipped, saying
#      libc6:armhf cannot be installed, the others would be built, and it exits 0;
#   3. scripts/package --deps-only --target arm-linux-gnueabihf --target <the machine's
#      own>: the machine's own would be built, and it exits 1, naming the target asked
#      for that was not; asked for alone, the machine's own exits 0.
#
# Nothing is built or installed: --deps-only configures each target in a scratch folder
# and stops. Exits 77 (skipped) when the arm-linux-gnueabihf build cannot be configured
# here (its cross compiler or the Swift toolchain missing: scripts/deps.sh --cross).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

failures=0
check() { # check WHAT COMMAND...: runs COMMAND, says ok or FAIL
  local what=$1
  shift
  if "$@"; then echo "ok    $what"; else echo "FAIL  $what"; failures=$((failures + 1)); fi
}

# ---- the stand-ins --------------------------------------------------------------------
bin="$scratch/bin"
log="$scratch/apt.log"
mkdir -p "$bin"
real_dpkg=$(command -v dpkg) real_dpkg_query=$(command -v dpkg-query) real_id=$(command -v id)
cat >"$bin/apt-get" <<EOF
#!/usr/bin/env bash
# apt-get as a mirror that cannot serve armhf: install fails for any :armhf package, and
# for everything while $scratch/no-lists exists (removed by update); update succeeds.
echo "apt-get \$*" >>"$log"
case \$1 in
  update) rm -f "$scratch/no-lists"; exit 0 ;;
  install)
    [[ ! -e $scratch/no-lists ]] || { echo "E: Unable to locate package" >&2; exit 100; }
    for arg in "\$@"; do
      [[ \$arg != *:armhf ]] || { echo "E: Failed to fetch binary-armhf/Packages  File has unexpected size" >&2; exit 100; }
    done
    exit 0 ;;
esac
exit 0
EOF
cat >"$bin/dpkg" <<EOF
#!/usr/bin/env bash
# dpkg, except that an architecture added is only logged.
if [[ \${1:-} == --add-architecture ]]; then echo "dpkg \$*" >>"$log"; exit 0; fi
exec "$real_dpkg" "\$@"
EOF
cat >"$bin/dpkg-query" <<EOF
#!/usr/bin/env bash
# dpkg-query, for which no package of armhf or arm64 is installed.
for arg in "\$@"; do
  [[ \$arg != *:armhf && \$arg != *:arm64 ]] || { echo "dpkg-query: no packages found matching \$arg" >&2; exit 1; }
done
exec "$real_dpkg_query" "\$@"
EOF
cat >"$bin/id" <<EOF
#!/usr/bin/env bash
# id, as root.
[[ \${1:-} == -u ]] && { echo 0; exit 0; }
exec "$real_id" "\$@"
EOF
chmod +x "$bin"/*
export PATH="$bin:$PATH"

# ---- 1. sheet_install -------------------------------------------------------------------
attempts() { # the apt-get calls logged, as "install" and "update", on one line
  sed -e 's/^apt-get \([a-z-]*\).*/\1/' -e '/^dpkg/d' "$log" | paste -sd' ' -
}
install_fails() {
  ! (SHEET_DEPS=none source "$root/scripts/deps.sh" && sheet_install "libc6:armhf" libc6:armhf) \
    >"$scratch/out" 2>"$scratch/err"
}
: >"$log"
check "sheet_install fails when apt-get cannot install libc6:armhf" install_fails
check "after three installs, apt-get update before the second and the third ($(attempts))" \
  test "$(attempts)" == "install update install update install"
check "saying what could not be installed ($(tail -n 1 "$scratch/err"))" \
  grep -q "apt-get could not install libc6:armhf" "$scratch/err"

installs_after_update() {
  : >"$log"
  touch "$scratch/no-lists"
  (SHEET_DEPS=none source "$root/scripts/deps.sh" && sheet_install "esbuild" esbuild) >/dev/null 2>&1
}
check "an install that fails for want of package lists succeeds after apt-get update" installs_after_update
check "with no third attempt ($(attempts))" test "$(attempts)" == "install update install"
: >"$log"
check "an install that succeeds at once" \
  bash -c "SHEET_DEPS=none source '$root/scripts/deps.sh' && sheet_install esbuild esbuild" >/dev/null
check "needs no update ($(attempts))" test "$(attempts)" == "install"

# ---- 2 and 3. scripts/package -----------------------------------------------------------
source "$root/scripts/steps.sh"
native=$sheet_native_target
export PATH
package() { # package ARGS...: scripts/package --deps-only, its output in $scratch/package.out
  : >"$log"
  "$root/scripts/package" --deps-only --work "$scratch/work" --out "$scratch/dist" "$@" \
    >"$scratch/package.out" 2>&1
}
status=0
package || status=$?
if grep -q "skipped arm-linux-gnueabihf: its build cannot be configured" "$scratch/package.out"; then
  echo "SKIPPED: the arm-linux-gnueabihf build cannot be configured here (scripts/deps.sh --cross)"
  exit 77
fi
cat "$scratch/package.out"
check "every target: exits 0 though arm-linux-gnueabihf cannot be had (exit $status)" test "$status" -eq 0
check "arm-linux-gnueabihf is skipped, saying libc6:armhf cannot be installed" \
  grep -q "^package: skipped arm-linux-gnueabihf: libc6:armhf, .* cannot be installed" "$scratch/package.out"
check "after three attempts to install it ($(attempts))" \
  test "$(grep -c '^apt-get install .*libc6:armhf' "$log")" -eq 3
would=$(sed -n 's/^package: would build: //p' "$scratch/package.out")
starts_with_native() { [[ $would == "$native"* ]]; }
check "the others would be built, the machine's own first ($would)" starts_with_native
check "arm-linux-gnueabihf is not among them" test "${would/arm-linux-gnueabihf/}" == "$would"
out_empty() { [[ -z $(ls -A "$scratch/dist" 2>/dev/null) ]]; }
check "nothing went to --out" out_empty

status=0
package --target arm-linux-gnueabihf --target "$native" || status=$?
cat "$scratch/package.out"
check "asked for by name: exits 1 (exit $status)" test "$status" -eq 1
check "the machine's own would be built" grep -qx "package: would build: $native" "$scratch/package.out"
check "naming the target asked for that was not built" \
  grep -q "^package: not built, though asked for: arm-linux-gnueabihf" "$scratch/package.out"

status=0
package --target "$native" || status=$?
check "the machine's own asked for alone: exits 0 (exit $status)" test "$status" -eq 0

echo "$([[ $failures -eq 0 ]] && echo PASSED || echo FAILED): $failures failure(s)"
((failures == 0))
