#!/usr/bin/env bash
# gen-abi-layout.sh [--check] HEADER CC OUTPUT
#
# Writes OUTPUT (Tests/abi/layout.c): C11 _Static_asserts that pin sizeof and
# _Alignof of every `typedef struct NAME { ... } NAME;` in HEADER and the other public
# headers beside it (sheet_plugin.h), and offsetof and sizeof of each of its fields, with
# the numbers this machine's compiler CC gives (x86_64 / LP64). The field names come
# from the headers; the numbers from a small program compiled with CC and run, so
# nothing is computed by hand.
#
# With --check, OUTPUT is not written: the test fails, with a diff, unless OUTPUT is
# what would be generated (a struct or field of HEADER that layout.c does not pin yet).
#
# Regenerate deliberately, after a reviewed change of a public struct:
#   cmake --build <build> --target update-abi-layout
set -euo pipefail

check=0
if [[ ${1:-} == --check ]]; then check=1; shift; fi
if [[ $# -ne 3 ]]; then
  echo "usage: $0 [--check] HEADER CC OUTPUT" >&2
  exit 2
fi
header=$1 cc=$2 out=$3
[[ -f $header ]] || { echo "$0: $header does not exist" >&2; exit 1; }
# HEADER first, then the other public headers beside it, in name order.
headers=("$header")
for other in "$(dirname "$header")"/*.h; do
  [[ $other -ef $header ]] || headers+=("$other")
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. Struct and field names: strip comments, then split each typedef'd struct body at
#    ';'. A declaration names one field, several ("double top, height"), an array
#    ("char value[64]") or a function pointer ("sheet_status (*create)(...)").
awk '
{
  line = $0; out = ""
  while (length(line) > 0) {
    if (inc) {
      i = index(line, "*/")
      if (i == 0) { line = ""; break }
      line = substr(line, i + 2); inc = 0
    } else {
      i = index(line, "/*")
      if (i == 0) { out = out line; line = ""; break }
      out = out substr(line, 1, i - 1) " "; line = substr(line, i + 2); inc = 1
    }
  }
  sub(/\/\/.*/, "", out)
  text = text " " out
}
function trim(s) { gsub(/^[ \t]+|[ \t]+$/, "", s); return s }
function last_ident(s,   m) {
  s = trim(s)
  if (match(s, /[A-Za-z_][A-Za-z0-9_]*$/)) return substr(s, RSTART, RLENGTH)
  return ""
}
END {
  while (match(text, /typedef[ \t]+struct[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*\{/)) {
    head = substr(text, RSTART, RLENGTH)
    text = substr(text, RSTART + RLENGTH)
    sub(/^typedef[ \t]+struct[ \t]+/, "", head); sub(/[ \t]*\{$/, "", head)
    close_at = index(text, "}")
    body = substr(text, 1, close_at - 1)
    text = substr(text, close_at + 1)
    print "STRUCT " head
    n = split(body, decls, ";")
    for (d = 1; d <= n; d++) {
      decl = trim(decls[d])
      if (decl == "") continue
      if (match(decl, /\([ \t]*\*[ \t]*[A-Za-z_][A-Za-z0-9_]*[ \t]*\)/)) {
        name = substr(decl, RSTART, RLENGTH); gsub(/[()* \t]/, "", name)
        print "FIELD " head " " name
        continue
      }
      gsub(/\[[^]]*\]/, "", decl)
      k = split(decl, parts, ",")
      for (p = 1; p <= k; p++) {
        name = last_ident(parts[p])
        if (name == "") { print "ERROR cannot parse field of " head ": " decl > "/dev/stderr"; exit 1 }
        print "FIELD " head " " name
      }
    }
  }
}' "${headers[@]}" > "$work/fields.txt"

if ! grep -q '^STRUCT ' "$work/fields.txt"; then
  echo "$0: no typedef'd structs found in $header" >&2
  exit 1
fi

# 2. A program that prints the layout lines with the compiler's own numbers.
{
  echo '#include <stddef.h>'
  echo '#include <stdio.h>'
  echo "#include \"$(basename "$header")\""
  echo 'int main(void) {'
  while read -r kind a b; do
    case $kind in
      STRUCT)
        [[ -n ${current:-} ]] && echo "  printf(\"SHEET_SIZE($current, %lu, %lu);\\n\", (unsigned long)sizeof($current), (unsigned long)_Alignof($current));"
        current=$a
        echo "  printf(\"\\n/* $a */\\n\");"
        ;;
      FIELD)
        echo "  printf(\"SHEET_FIELD($a, $b, %lu, %lu);\\n\", (unsigned long)offsetof($a, $b), (unsigned long)sizeof((($a *)0)->$b));"
        ;;
    esac
  done < "$work/fields.txt"
  echo "  printf(\"SHEET_SIZE($current, %lu, %lu);\\n\", (unsigned long)sizeof($current), (unsigned long)_Alignof($current));"
  echo '  return 0;'
  echo '}'
} > "$work/gen.c"

"$cc" -std=c11 -I "$(dirname "$header")" -o "$work/gen" "$work/gen.c"
"$work/gen" > "$work/body.txt"

# 3. The asserts file.
cat > "$work/layout.c" <<'HEAD'
/*
 * Tests/abi/layout.c — the memory layout of every public struct of sheet.h and
 * sheet_plugin.h, pinned. GENERATED from include/ by cmake/gen-abi-layout.sh; do not
 * edit by hand.
 *
 * For each struct: offsetof and sizeof of every field, then sizeof and _Alignof of
 * the struct, on x86_64 / LP64. A field appended at the end of a versioned struct
 * breaks only that struct's SHEET_SIZE line; anything else that fails here (a field
 * moved, resized, removed or inserted before others) breaks hosts and plugins built
 * against an older header. After a deliberate, reviewed change, regenerate:
 *
 *   cmake --build <build> --target update-abi-layout
 *
 * Checked by the ctest test abi_layout (compiles this file as C11).
 */
#include <stddef.h>

#include <sheet.h>

#if defined(__x86_64__) && defined(__LP64__)

#define SHEET_FIELD(T, f, offset, size)                                                \
  _Static_assert(offsetof(T, f) == (offset), #T "." #f " moved (offsetof changed)");   \
  _Static_assert(sizeof(((T *)0)->f) == (size), #T "." #f " changed size")
#define SHEET_SIZE(T, size, align)                                                     \
  _Static_assert(sizeof(T) == (size),                                                  \
                 "sizeof(" #T ") changed: a field was added or removed; if deliberate, " \
                 "run: cmake --build <build> --target update-abi-layout");              \
  _Static_assert(_Alignof(T) == (align), "_Alignof(" #T ") changed")
HEAD
cat "$work/body.txt" >> "$work/layout.c"
cat >> "$work/layout.c" <<'TAIL'

#endif /* x86_64 / LP64 */

/* ISO C wants at least one declaration in a translation unit. */
typedef int sheet_layout_checked;
TAIL

if ((check)); then
  if [[ -f $out ]] && cmp -s "$work/layout.c" "$out"; then
    echo "ok:   $out pins every field of every struct of $(basename "$header") with this compiler's layout"
    exit 0
  fi
  echo "FAIL: $out is not what $(basename "$header") gives now (- checked in, + current):"
  if [[ -f $out ]]; then
    diff -u "$out" "$work/layout.c" | tail -n +3 | grep -E '^[-+]' | sed 's/^/      /' || true
  else
    echo "      $out does not exist"
  fi
  echo "hint: if the struct change is deliberate (fields only appended at the end of a"
  echo "      versioned struct), regenerate and commit: cmake --build <build> --target update-abi-layout"
  exit 1
fi

mkdir -p "$(dirname "$out")"
cp "$work/layout.c" "$out"
echo "wrote $out ($(grep -c '^SHEET_SIZE' "$out") structs, $(grep -c '^SHEET_FIELD' "$out") fields)"
