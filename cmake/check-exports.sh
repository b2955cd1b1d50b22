#!/usr/bin/env bash
# check-exports.sh LIBRARY EXPORTS_FILE [NM] [--update]
#
# Compares the defined, global dynamic symbols of LIBRARY (nm -D --defined-only),
# each with its version node ("sheet_create@@LIBSHEET_1"), with the checked-in list
# EXPORTS_FILE (abi/exports.txt). Any difference fails with a diff: a symbol that
# appeared must be added to the list deliberately; one that disappeared, or changed its
# version node, breaks every program linked against the library.
# With --update, writes the library's list to EXPORTS_FILE instead:
#   cmake --build <build> --target update-abi-exports
# Ignored: LOCAL symbols (lower-case nm types, a gold artefact), the linker's
# _init/_fini/_edata/_end/__bss_start and the absolute version-node symbols.
set -euo pipefail

update=0
args=()
for a in "$@"; do
  if [[ $a == --update ]]; then update=1; else args+=("$a"); fi
done
if [[ ${#args[@]} -lt 2 ]]; then
  echo "usage: $0 LIBRARY EXPORTS_FILE [NM] [--update]" >&2
  exit 2
fi
lib=${args[0]} list=${args[1]} nm=${args[2]:-nm}
[[ -f $lib ]] || { echo "FAIL: $lib does not exist (build it first)"; exit 1; }

actual=$(mktemp)
expected=$(mktemp)
trap 'rm -f "$actual" "$expected"' EXIT

"$nm" -D --defined-only "$lib" | awk '
  NF >= 3 && $2 ~ /^[A-Z]$/ {
    name = $3; base = name; sub(/@.*/, "", base); ver = name; sub(/^[^@]*@+/, "", ver)
    if (base ~ /^(_init|_fini|_edata|_end|__bss_start)$/) next
    if ($2 == "A" && (ver == base || ver == name)) next   # version node itself
    print name
  }' | LC_ALL=C sort -u > "$actual"

if ((update)); then
  {
    echo "# Every symbol libsheet exports, with its version node (nm -D --defined-only)."
    echo "# Checked by the ctest test abi_exports_list. Change it only deliberately:"
    echo "#   cmake --build <build> --target update-abi-exports"
    cat "$actual"
  } > "$list"
  echo "wrote $list ($(wc -l < "$actual") symbols)"
  exit 0
fi

[[ -f $list ]] || { echo "FAIL: $list does not exist; create it: cmake --build <build> --target update-abi-exports"; exit 1; }
grep -vE '^[[:space:]]*(#|$)' "$list" | LC_ALL=C sort -u > "$expected"

if cmp -s "$expected" "$actual"; then
  echo "ok:   $(wc -l < "$actual") exported symbols match $(basename "$list")"
  exit 0
fi

echo "FAIL: the symbols $(basename "$lib") exports differ from $list"
echo "      (- listed but not exported: removed or re-versioned, an ABI break;"
echo "       + exported but not listed: new)"
diff -u --label "$list" --label "nm -D --defined-only $(basename "$lib")" "$expected" "$actual" \
  | tail -n +3 | grep -E '^[-+]' | sed 's/^/      /' || true
echo "hint: if the change is deliberate, update the list and commit it:"
echo "      cmake --build <build> --target update-abi-exports"
exit 1
