#!/usr/bin/env bash
# Tests/package/check-artifacts.sh --dist DIR --target T --version V --deb-arch A
#   --multiarch M --wheel-cpu C --scratch DIR --python-tools DIR
# — uses what scripts/package built for the machine's own target T as its users would
# (scripts/package --test runs it), in a scratch folder:
#
#   1. the C tarball: exactly the files it should hold; unpacked, examples/consumer built
#      against it through find_package(sheet) and pkg-config, shared and static, and run
#      (Tests/install/check-install.cmake with PREFIX at the unpacked folder);
#   2. the Debian packages: lintian on every .deb in DIST, no error, and every warning
#      one that docs/packaging.md explains; exactly the files each should hold;
#      libsheet1 depends on libc6 alone. As root (and libsheet1 not installed already):
#      both installed as an older version, upgraded to these, the consumer built against
#      /usr both ways and run, then purged: every file they brought is gone, the
#      library cache no longer lists libsheet.so.1. Otherwise: unpacked with dpkg-deb -x
#      and the consumer built against that tree;
#   3. the wheel: installed with pip --no-index into a fresh venv, run with a PATH that
#      holds the venv's python and pip alone (no swift, no C compiler): the library
#      loaded is the wheel's, inside the venv; the binding's tests, the README's example
#      among them, pass against the installed package (LIBSHEET_TEST_INSTALLED=1).
#      The sdist builds a wheel of the binding alone;
#   4. no artifact in DIST holds a path of this machine's build: the repository's, /root,
#      /tmp, the Swift toolchain's (strings, over every file inside every artifact).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

while (($#)); do
  case $1 in
    --dist) dist=$2 ;;
    --target) target=$2 ;;
    --version) version=$2 ;;
    --deb-arch) deb_arch=$2 ;;
    --multiarch) multiarch=$2 ;;
    --wheel-cpu) wheel_cpu=$2 ;;
    --scratch) scratch=$2 ;;
    --python-tools) python_tools=$2 ;;
    *) echo "check-artifacts: unknown argument $1" >&2; exit 2 ;;
  esac
  shift 2
done
for v in dist target version deb_arch multiarch wheel_cpu scratch python_tools; do
  [[ -n ${!v:-} ]] || { echo "check-artifacts: --${v//_/-} is required" >&2; exit 2; }
done

rm -rf "$scratch"
mkdir -p "$scratch"
scratch=$(cd "$scratch" && pwd)
dist=$(cd "$dist" && pwd)
failed=0
ok() { echo "  ok: $*"; }
fail() { echo "  FAIL: $*" >&2; failed=1; }
section() { echo; echo "-- $*"; }

# same_list WHAT EXPECTED_FILE ACTUAL_FILE: the two sorted lists are equal.
same_list() {
  if diff -u "$2" "$3" >"$scratch/diff"; then
    ok "$1 holds what it should"
  else
    fail "$1 differs from what it should hold (- expected, + found):"
    sed -n '3,$p' "$scratch/diff" >&2
  fi
}

# check_install PREFIX LIBDIR WORK [CMAKE_ARGS...]: examples/consumer against the files
# under PREFIX.
check_install() {
  cmake -DPREFIX="$1" -DLIBDIR="$2" -DWORK_DIR="$3" -DSOURCE_DIR="$root" "${@:4}" \
    -DINCLUDEDIR=include -DSONAME=libsheet.so.1 -DGENERATOR=Ninja -DC_COMPILER=cc \
    -DPKG_CONFIG="$(command -v pkg-config)" -DSTATIC=ON \
    -P "$root/Tests/install/check-install.cmake" >"$3.log" 2>&1 &&
    ok "examples/consumer built against $1 (find_package and pkg-config, shared and static) and run" ||
    { cat "$3.log" >&2; fail "examples/consumer against $1"; }
}

# ---- 1. the C tarball -------------------------------------------------------------------
section "the C tarball"
name="libsheet-$version-$target"
mkdir -p "$scratch/tarball"
tar -C "$scratch/tarball" -xzf "$dist/$name.tar.gz"
printf '%s\n' "$name/LICENSE" "$name/README.md" "$name/include/sheet.h" \
  "$name/include/sheet_plugin.h" "$name/lib/cmake/sheet/sheetConfig.cmake" \
  "$name/lib/cmake/sheet/sheetConfigVersion.cmake" "$name/lib/libsheet.a" \
  "$name/lib/libsheet.so" "$name/lib/libsheet.so.1" "$name/lib/pkgconfig/sheet-static.pc" \
  "$name/lib/pkgconfig/sheet.pc" "$name/share/doc/libsheet/LICENSE" |
  LC_ALL=C sort >"$scratch/tarball.expected"
(cd "$scratch/tarball" && find . ! -type d -printf '%P\n' | LC_ALL=C sort) >"$scratch/tarball.found"
same_list "$name.tar.gz" "$scratch/tarball.expected" "$scratch/tarball.found"
check_install "$scratch/tarball/$name" lib "$scratch/tarball-check" -DDOCDIR=share/doc/libsheet

# ---- 2. the Debian packages -------------------------------------------------------------
section "the Debian packages"
shared="$dist/libsheet1_${version}-1_$deb_arch.deb"
dev="$dist/libsheet-dev_${version}-1_$deb_arch.deb"
if lintian --fail-on error "$dist"/*.deb >"$scratch/lintian.txt" 2>&1; then
  ok "lintian: no error"
else
  fail "lintian:"
fi
sed 's/^/  lintian: /' "$scratch/lintian.txt"
while read -r tag; do
  grep -qF "\`$tag\`" "$root/docs/packaging.md" ||
    fail "lintian warns $tag, which docs/packaging.md does not explain"
done < <(sed -n 's/^W: [^:]*: \([a-z0-9-]*\).*/\1/p' "$scratch/lintian.txt" | sort -u)

docs() { printf '%s\n' "usr/share/doc/$1/changelog.Debian.gz" "usr/share/doc/$1/copyright"; }
contents() { dpkg-deb --fsys-tarfile "$1" | tar -tf - | sed -n 's|^\./||; /[^/]$/p' | LC_ALL=C sort; }
{ echo "usr/lib/$multiarch/libsheet.so.1"; docs libsheet1; } | LC_ALL=C sort >"$scratch/libsheet1.expected"
contents "$shared" >"$scratch/libsheet1.found"
same_list "$(basename "$shared")" "$scratch/libsheet1.expected" "$scratch/libsheet1.found"
{
  printf "usr/include/%s\n" sheet.h sheet_plugin.h
  printf "usr/lib/$multiarch/%s\n" libsheet.so libsheet.a pkgconfig/sheet.pc pkgconfig/sheet-static.pc \
    cmake/sheet/sheetConfig.cmake cmake/sheet/sheetConfigVersion.cmake
  docs libsheet-dev
} | LC_ALL=C sort >"$scratch/libsheet-dev.expected"
contents "$dev" >"$scratch/libsheet-dev.found"
same_list "$(basename "$dev")" "$scratch/libsheet-dev.expected" "$scratch/libsheet-dev.found"
depends=$(dpkg-deb -f "$shared" Depends)
[[ $depends =~ ^libc6\ \(\>=\ [0-9.]+\)$ ]] && ok "libsheet1 depends on $depends" ||
  fail "libsheet1 depends on '$depends', not on libc6 alone"

installed() { [[ $(dpkg-query -W -f='${Status}' "$1" 2>/dev/null) == "install ok installed" ]]; }
# Read whole, not piped into grep -q: a grep that stops at its match would leave ldconfig
# writing into a closed pipe, which pipefail counts as a failure.
cached() { ldconfig -p >"$scratch/ldconfig.txt" && grep -qF "libsheet.so.1 (" "$scratch/ldconfig.txt"; }
if [[ $(id -u) -eq 0 ]] && ! installed libsheet1 && ! installed libsheet-dev; then
  # Every path the packages bring, and which of them this machine has already (/usr,
  # /usr/lib, ... stay after the purge).
  { contents "$shared"; contents "$dev"; } | sed 's|^|/|' >"$scratch/paths"
  new_paths=()
  while read -r path; do [[ -e $path || -L $path ]] || new_paths+=("$path"); done <"$scratch/paths"
  for dir in "/usr/share/doc/libsheet1" "/usr/share/doc/libsheet-dev" "/usr/lib/$multiarch/cmake/sheet"; do
    [[ -e $dir ]] || new_paths+=("$dir")
  done

  # The same packages as the version before, installed first, so that these upgrade them.
  mkdir -p "$scratch/older"
  for deb in "$shared" "$dev"; do
    raw="$scratch/older/$(basename "$deb" .deb)"
    dpkg-deb -R "$deb" "$raw"
    sed -i -e "s/^Version: .*/Version: $version-0/" -e "s/(= $version-1)/(= $version-0)/" "$raw/DEBIAN/control"
    dpkg-deb --root-owner-group --build "$raw" "$scratch/older/" >/dev/null
  done
  if dpkg -i "$scratch/older"/*.deb >"$scratch/dpkg.log" 2>&1 && dpkg -i "$shared" "$dev" >>"$scratch/dpkg.log" 2>&1 &&
     [[ $(dpkg-query -W -f='${Version} ' libsheet1 libsheet-dev) == "$version-1 $version-1 " ]]; then
    ok "dpkg -i: $version-0 installed, upgraded to $version-1"
  else
    cat "$scratch/dpkg.log" >&2
    fail "dpkg -i"
  fi
  dpkg -L libsheet1 libsheet-dev | LC_ALL=C sort -u >"$scratch/listed"
  missing=$(LC_ALL=C sort -u "$scratch/paths" | LC_ALL=C comm -23 - "$scratch/listed")
  [[ -z $missing ]] && ok "dpkg -L lists every file" || fail "dpkg -L does not list: $missing"
  cached && ok "the library cache lists libsheet.so.1" ||
    fail "the library cache does not list libsheet.so.1 after dpkg -i"
  check_install /usr "lib/$multiarch" "$scratch/usr-check"

  dpkg --purge libsheet-dev libsheet1 >>"$scratch/dpkg.log" 2>&1 || { cat "$scratch/dpkg.log" >&2; fail "dpkg --purge"; }
  left=()
  for path in "${new_paths[@]}"; do [[ -e $path || -L $path ]] && left+=("$path"); done
  ((${#left[@]} == 0)) && ok "dpkg --purge: the ${#new_paths[@]} paths they brought are gone" ||
    fail "left after dpkg --purge: ${left[*]}"
  ! installed libsheet1 && ! installed libsheet-dev || fail "dpkg still lists the packages as installed"
  ! cached && ok "the library cache no longer lists libsheet.so.1" ||
    fail "the library cache lists libsheet.so.1 after the purge"
else
  [[ $(id -u) -eq 0 ]] && echo "  libsheet1 or libsheet-dev is installed here: the packages are unpacked instead"
  mkdir -p "$scratch/debroot"
  dpkg-deb -x "$shared" "$scratch/debroot"
  dpkg-deb -x "$dev" "$scratch/debroot"
  check_install "$scratch/debroot/usr" "lib/$multiarch" "$scratch/debroot-check"
fi

# ---- 3. the wheel ----------------------------------------------------------------------
section "the wheel"
wheels=("$dist"/libsheet-"$version"-py3-none-manylinux_*_"$wheel_cpu".whl)
[[ -f ${wheels[0]} ]] || fail "no manylinux wheel for $wheel_cpu in $dist"
venv="$scratch/venv"
# pytest and Hypothesis from this Python when it has them (the venv's own packages come
# first, the wheel's libsheet among them), else from PyPI.
site=()
python3 -c 'import pytest, hypothesis' 2>/dev/null && site=(--system-site-packages)
python3 -m venv "${site[@]}" "$venv"
# The venv's bin folder alone on PATH: python and pip, nothing else; no bytecode
# written beside the repository's tests.
mkdir -p "$scratch/cwd"
bare=(env -i "PATH=$venv/bin" "HOME=$HOME" LANG=C.UTF-8 PYTHONDONTWRITEBYTECODE=1)
cd "$scratch/cwd"
"${bare[@]}" python3 -m pip install --quiet --no-index --no-deps --ignore-installed "${wheels[0]}" &&
  ok "pip install --no-index $(basename "${wheels[0]}")" || fail "pip install"
((${#site[@]})) || "${bare[@]}" python3 -m pip install --quiet pytest hypothesis
"${bare[@]}" python3 -c '
import sys
import libsheet
lib = libsheet.load_library()
venv = sys.argv[1]
for what, path in (("package", libsheet.__file__), ("library", lib.path)):
    if not path.startswith(venv + "/"):
        sys.exit(f"the {what} is {path}, outside the venv {venv}")
print(f"libsheet {lib.version} from {lib.path}")' "$venv" >"$scratch/loaded.txt" 2>&1 &&
  ok "$(cat "$scratch/loaded.txt")" || { cat "$scratch/loaded.txt" >&2; fail "the wheel's library"; }
"${bare[@]}" LIBSHEET_TEST_INSTALLED=1 python3 -m pytest -q -p no:cacheprovider \
  "$root/bindings/python/tests" >"$scratch/pytest.txt" 2>&1 &&
  ok "the binding's tests: $(tail -n 1 "$scratch/pytest.txt")" ||
  { cat "$scratch/pytest.txt" >&2; fail "the binding's tests against the wheel"; }
cd "$root"
mkdir -p "$scratch/sdist"
tar -C "$scratch/sdist" -xzf "$dist/libsheet-$version.tar.gz"
if "$python_tools/bin/python" -m pip wheel --quiet --no-deps --no-index --no-build-isolation \
     -w "$scratch/sdist/wheel" "$scratch/sdist/libsheet-$version" >"$scratch/sdist.log" 2>&1 &&
   [[ -f $scratch/sdist/wheel/libsheet-$version-py3-none-any.whl ]]; then
  ok "the sdist builds libsheet-$version-py3-none-any.whl"
else
  cat "$scratch/sdist.log" >&2
  fail "the sdist does not build a wheel"
fi

# ---- 4. no build path -------------------------------------------------------------------
section "build paths"
toolchain=$(cd "$(dirname "$(command -v swiftc)")/../.." && pwd)
paths=("$root" /root/ /tmp/ "$toolchain/")
mkdir -p "$scratch/contents"
checked=0
found=0
for artifact in "$dist"/*; do
  name=$(basename "$artifact")
  into="$scratch/contents/$name"
  mkdir -p "$into"
  case $name in
    *.tar.gz | *.tgz) tar -C "$into" -xzf "$artifact" ;;
    *.deb) dpkg-deb -x "$artifact" "$into" && dpkg-deb -e "$artifact" "$into/DEBIAN" ;;
    *.whl | *.zip) python3 -m zipfile -e "$artifact" "$into" ;;
    *) cp "$artifact" "$into/" ;;
  esac
  while IFS= read -r -d '' file; do
    checked=$((checked + 1))
    strings -a "$file" >"$scratch/strings.txt"
    for path in "${paths[@]}"; do
      if grep -qF -- "$path" "$scratch/strings.txt"; then
        fail "$name: ${file#"$into"/} holds $path"
        found=1
      fi
    done
  done < <(find "$into" -type f -print0)
done
((found)) || ok "$checked files in $(ls "$dist" | wc -l) artifacts: none holds ${paths[*]}"

echo
((failed == 0)) && echo "check-artifacts: all passed" || { echo "check-artifacts: FAILED" >&2; exit 1; }
