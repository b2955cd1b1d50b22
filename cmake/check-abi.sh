#!/usr/bin/env bash
# check-abi.sh LIBRARY HEADER VERSION_SCRIPT SONAME [NM READELF LDD [NEEDED]]
#
# Checks a built libsheet.so.N the way a C user depends on it:
#   - its dynamic symbol table defines only sheet_* symbols (plus the linker's own
#     _init/_fini/_edata/_end/__bss_start and the version-node symbols of the script),
#   - it defines every function the header declares with SHEET_API, and nothing
#     sheet_* beyond them: not sheet_plugin_init (sheet_plugin.h, which plugins define),
#   - its SONAME is SONAME,
#   - it needs no libswift* shared library (the Swift runtime is linked in statically),
#   - with NEEDED (a comma-separated list of library names without their version, e.g.
#     libc.so,libm.so), the libraries it needs (DT_NEEDED) are among those.
# LDD is a command, its words separated by spaces (a cross build's is the target's
# dynamic loader with --list, run by an emulator).
set -euo pipefail

if [[ $# -lt 4 ]]; then
  echo "usage: $0 LIBRARY HEADER VERSION_SCRIPT SONAME [NM READELF LDD]" >&2
  exit 2
fi
lib=$1 header=$2 map=$3 soname=$4
nm=${5:-nm} readelf=${6:-readelf} ldd=${7:-ldd} allowed_needed=${8:-}

failures=0
# contains WORD ITEM...: whether WORD is one of the ITEMs. (Not `printf | grep -q`:
# under pipefail, grep -q exiting early makes printf die of SIGPIPE, a false "no".)
contains() {
  local word=$1 item
  shift
  for item in "$@"; do [[ $item == "$word" ]] && return 0; done
  return 1
}
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok:   $*"; }

[[ -f $lib ]] || { echo "FAIL: $lib does not exist"; exit 1; }
[[ -f $header ]] || { echo "FAIL: $header does not exist"; exit 1; }

# Version nodes of the script (e.g. LIBSHEET_1): ld adds each as an absolute symbol.
mapfile -t nodes < <(sed -e 's|/\*.*\*/||g' "$map" | grep -oE '^[[:space:]]*[A-Za-z_][A-Za-z0-9_.]*[[:space:]]*\{' \
                     | tr -d '{[:space:]' || true)

# Defined dynamic symbols: "addr type name[@@VERSION]" -> "type name".
mapfile -t defined < <("$nm" -D --defined-only "$lib" | awk 'NF >= 3 { print $2, $3 }' | sed 's/@.*//')

exported=()
bad=()
locals=0
for entry in "${defined[@]}"; do
  type=${entry%% *} name=${entry#* }
  case $name in
    _init|_fini|_edata|_end|__bss_start) continue ;;
  esac
  # Lower-case nm types are LOCAL bindings (gold leaves some in .dynsym): not exported.
  # u (unique global), i (ifunc), v/w (weak) are not local.
  if [[ $type =~ ^[a-z]$ && ! $type =~ ^[uivw]$ ]]; then
    locals=$((locals + 1))
    continue
  fi
  if [[ $type == A ]] && contains "$name" "${nodes[@]}"; then
    continue
  fi
  if [[ $name == sheet_* ]]; then
    exported+=("$name")
  else
    bad+=("$type $name")
  fi
done

if ((${#bad[@]})); then
  fail "${#bad[@]} exported symbol(s) outside sheet_*:"
  printf '        %s\n' "${bad[@]:0:40}"
  ((${#bad[@]} > 40)) && echo "        ..."
else
  pass "only sheet_* symbols exported (${#exported[@]})"
fi
if ((locals)); then echo "note: $locals LOCAL symbol(s) in .dynsym (not exported; a gold artefact)"; fi

# Functions declared with SHEET_API: the identifier just before the first "(" on a
# line that starts with SHEET_API (declarations keep the name on that line).
mapfile -t declared < <(grep -E '^[[:space:]]*SHEET_API[[:space:]]' "$header" \
  | sed -E 's/\(.*//' | grep -oE '[A-Za-z_][A-Za-z0-9_]*[[:space:]]*$' | sed -E 's/[[:space:]]+//g' \
  | sort -u)

if ((${#declared[@]} == 0)); then
  fail "found no SHEET_API declarations in $header"
fi

missing=()
for fn in "${declared[@]}"; do
  contains "$fn" "${exported[@]}" || missing+=("$fn")
done
if ((${#missing[@]})); then
  fail "${#missing[@]} function(s) declared in $(basename "$header") but not exported:"
  printf '        %s\n' "${missing[@]}"
else
  pass "all ${#declared[@]} SHEET_API functions of $(basename "$header") exported"
fi

extra=()
for sym in "${exported[@]}"; do
  [[ $sym == sheet_plugin_init ]] && { extra+=("$sym (plugins define it, the library must not)"); continue; }
  contains "$sym" "${declared[@]}" || extra+=("$sym")
done
if ((${#extra[@]})); then
  fail "${#extra[@]} exported sheet_* symbol(s) not declared with SHEET_API in $(basename "$header"):"
  printf '        %s\n' "${extra[@]}"
else
  pass "no undeclared sheet_* exports"
fi

actual_soname=$("$readelf" -d "$lib" | sed -n 's/.*(SONAME).*\[\(.*\)\].*/\1/p')
if [[ $actual_soname == "$soname" ]]; then
  pass "SONAME $actual_soname"
else
  fail "SONAME is '${actual_soname:-<none>}', expected $soname"
fi

read -ra ldd_command <<<"$ldd"
ldd_out=$("${ldd_command[@]}" "$lib" 2>&1) || { fail "ldd failed: $ldd_out"; }
if grep -q 'libswift' <<<"$ldd_out"; then
  fail "needs Swift runtime libraries:"
  grep 'libswift' <<<"$ldd_out" | sed 's/^/        /'
else
  pass "no libswift* dependencies ($(grep -c '=>' <<<"$ldd_out" || true) shared libraries needed)"
fi
if grep -q 'not found' <<<"$ldd_out"; then
  fail "unresolved dependencies:"
  grep 'not found' <<<"$ldd_out" | sed 's/^/        /'
fi

if [[ -n $allowed_needed ]]; then
  IFS=, read -ra allowed <<<"$allowed_needed"
  mapfile -t needed < <("$readelf" -d "$lib" | sed -n 's/.*(NEEDED).*\[\(.*\)\].*/\1/p')
  unexpected=()
  for library in "${needed[@]}"; do
    contains "${library%%.so*}.so" "${allowed[@]}" || unexpected+=("$library")
  done
  if ((${#unexpected[@]})); then
    fail "needs ${unexpected[*]}; it may need only ${allowed[*]}"
  else
    pass "needs ${needed[*]} and nothing else"
  fi
fi

if ((failures)); then
  echo "abi_exports: $failures check(s) failed for $lib"
  exit 1
fi
echo "abi_exports: $lib is clean"
