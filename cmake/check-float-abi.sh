#!/usr/bin/env bash
# check-float-abi.sh READELF FILE... — every FILE (an object for 32-bit ARM) follows
# armhf's calling convention: floating-point arguments and results in VFP registers (its
# build attributes say "Tag_ABI_VFP_args: VFP registers"). An object compiled without
# -mfloat-abi=hard passes doubles in core registers; lld links it into a shared library
# whose header says hard-float without a word (and keeps no such attribute there to
# check), and every double crossing the C ABI would be garbage at run time. A FILE that
# fails is deleted, so that the build step that made it runs again.
set -euo pipefail
if [[ $# -lt 2 ]]; then
  echo "usage: $0 READELF FILE..." >&2
  exit 2
fi
readelf=$1
shift
failed=0
for file in "$@"; do
  attributes=$("$readelf" -A "$file")
  if [[ $attributes != *"Tag_ABI_VFP_args: VFP registers"* ]]; then
    echo "check-float-abi: $file does not pass floating-point arguments in VFP registers" >&2
    echo "  (soft-float calling; compile with -mfloat-abi=hard, as arm-linux-gnueabihf.cmake sets)" >&2
    rm -f "$file"
    failed=1
  fi
done
exit "$failed"
