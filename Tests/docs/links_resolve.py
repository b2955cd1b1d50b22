#!/usr/bin/env python3
"""Tests/docs/links_resolve.py ROOT — every relative link of the project's Markdown
(README.md, CONTRIBUTING.md, CHANGELOG.md, docs/, and the READMEs of bindings/,
examples/, packaging/ and Tests/) leads somewhere: the file or folder it names exists,
and a `#fragment` into a Markdown file is one of that file's headings, as GitHub makes
its anchors (lower case, punctuation other than hyphens and underscores dropped, spaces
as hyphens, a repeated heading numbered -1, -2, ...).

Links with a scheme (https:, mailto:) and links inside code are not checked. Prints
every link that leads nowhere, with its file and line, and exits 1; exits 0 when none
does."""

import re
import sys
from pathlib import Path

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")  # a link or an image
FENCE = re.compile(r"^ *```")
HEADING = re.compile(r"^#{1,6} +(.*?) *#*$")
SCHEME = re.compile(r"^[a-z][a-z0-9+.-]*:", re.I)
SKIP_DIRS = {"build", "node_modules", ".build", "__pycache__"}


def documents(root):
    found = [root / name for name in ("README.md", "CONTRIBUTING.md", "CHANGELOG.md")]
    found += sorted((root / "docs").glob("*.md"))
    for top in ("bindings", "examples", "packaging", "Tests"):
        found += sorted(p for p in (root / top).rglob("README.md")
                        if not SKIP_DIRS & set(p.relative_to(root).parts))
    return [p for p in found if p.is_file()]


def prose_lines(text):
    """(line number, line) outside fenced code, with inline code spans blanked."""
    fenced = False
    for number, line in enumerate(text.split("\n"), 1):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            yield number, re.sub(r"`[^`]*`", "``", line)


def broken_links(root, document):
    for number, line in prose_lines(document.read_text(encoding="utf-8")):
        for match in LINK.finditer(line):
            target = match.group(1)
            if SCHEME.match(target):
                continue
            path_part, _, fragment = target.partition("#")
            destination = (document.parent / path_part).resolve() if path_part else document
            if not destination.exists():
                yield number, target, "no such file or folder"
            elif fragment and destination.suffix == ".md" and fragment not in anchors(destination):
                yield number, target, f"no heading of {destination.relative_to(root)} has this anchor"


def anchors(path):
    """The anchors GitHub gives the headings of the Markdown file at `path` (a heading's
    code spans keep their words, so its raw line is read, not prose_lines')."""
    seen, result = {}, set()
    fenced = False
    for line in path.read_text(encoding="utf-8").split("\n"):
        if FENCE.match(line):
            fenced = not fenced
            continue
        match = None if fenced else HEADING.match(line)
        if not match:
            continue
        title = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", match.group(1))
        slug = re.sub(r"[^\w\- ]", "", title.replace("`", "").lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        result.add(slug if count == 0 else f"{slug}-{count}")
    return result


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    docs = documents(root)
    broken = [(doc, *link) for doc in docs for link in broken_links(root, doc)]
    for doc, number, target, why in broken:
        print(f"{doc.relative_to(root)}:{number}: ({target}): {why}")
    if broken:
        return 1
    links = sum(1 for doc in docs for _, line in prose_lines(doc.read_text(encoding="utf-8"))
                for _ in LINK.finditer(line))
    print(f"every relative link of {len(docs)} documents leads somewhere ({links} links)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
