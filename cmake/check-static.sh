#!/usr/bin/env bash
# check-static.sh ARCHIVE HEADER [NM]
#
# Checks libsheet.a the way an application that links it statically depends on it: the
# symbols it defines globally (weak ones included) are exactly the functions the header
# declares with SHEET_API, so that nothing else of the engine (its Swift runtime
# functions included) can clash with the application's own symbols.
set -euo pipefail

if [[ $# -lt 2 ]]; then
  echo "usage: $0 ARCHIVE HEADER [NM]" >&2
  exit 2
fi
archive=$1 header=$2 nm=${3:-nm}
[[ -f $archive ]] || { echo "FAIL: $archive does not exist"; exit 1; }

mapfile -t declared < <(grep -E '^[[:space:]]*SHEET_API[[:space:]]' "$header" \
  | sed -E 's/\(.*//' | grep -oE '[A-Za-z_][A-Za-z0-9_]*[[:space:]]*$' | sed -E 's/[[:space:]]+//g' \
  | sort -u)
mapfile -t defined < <("$nm" -g --defined-only "$archive" | awk 'NF >= 3 { print $3 }' | sort -u)

if [[ "${declared[*]}" == "${defined[*]}" ]]; then
  echo "ok:   $(basename "$archive") defines the ${#declared[@]} SHEET_API functions and no other global symbol"
  exit 0
fi
echo "FAIL: the global symbols of $archive differ from the SHEET_API functions of $(basename "$header"):"
diff <(printf '%s\n' "${declared[@]}") <(printf '%s\n' "${defined[@]}") | sed -n 's/^[<>]/        &/p' | head -40
exit 1
