#!/usr/bin/env python3
"""Tests/docs/layout_names_every_folder.py ROOT — docs/ARCHITECTURE.md's Layout section
names every folder of Sources/, bindings/ and examples/, and every folder inside those,
so that a folder added to the tree is described where readers look for it.

A folder counts as named when its path from the root, with a trailing slash
(`Sources/SheetCore/Model/`), is written in the section that opens with "## Layout" and
ends at the next "## " heading. Folders a build, a package manager or Python make
(hidden ones, build, __pycache__, *.egg-info, node_modules) are not part of the tree, and
SwiftPM's own Sources/ and include/ folders inside a package or target are not concepts
of their own. Prints each folder missing and exits 1; exits 0 when none is."""

import re
import sys
from pathlib import Path

TOP = ("Sources", "bindings", "examples")
NOT_TREE = {"build", "__pycache__", "node_modules"}
PACKAGE_LAYOUT = {"Sources", "include"}


def part_of_tree(folder):
    name = folder.name
    return not (name.startswith(".") or name in NOT_TREE or name.endswith(".egg-info"))


def folders(root):
    """Every folder directly under each TOP folder, and every folder directly inside those."""
    found = []
    for top in TOP:
        for first in sorted(p for p in (root / top).iterdir() if p.is_dir() and part_of_tree(p)):
            found.append(first)
            found.extend(sorted(p for p in first.iterdir()
                                if p.is_dir() and part_of_tree(p) and p.name not in PACKAGE_LAYOUT))
    return [folder.relative_to(root).as_posix() for folder in found]


def layout_section(text):
    match = re.search(r"^## Layout\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    return match.group(1) if match else None


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    root = Path(sys.argv[1]).resolve()
    section = layout_section((root / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8"))
    if section is None:
        sys.exit("docs/ARCHITECTURE.md has no \"## Layout\" section")
    missing = [folder for folder in folders(root)
               if not re.search(r"(?<![\w./-])" + re.escape(folder + "/"), section)]
    for folder in missing:
        print(f"docs/ARCHITECTURE.md's Layout does not name {folder}/: add it, with what it holds")
    if missing:
        sys.exit(1)
    print(f"docs/ARCHITECTURE.md's Layout names all {len(folders(root))} folders of {', '.join(TOP)}")


if __name__ == "__main__":
    main()
