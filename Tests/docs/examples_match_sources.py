#!/usr/bin/env python3
"""Tests/docs/examples_match_sources.py ROOT — README.md's and docs/*.md's code examples
are the files the tests build and run, so an example cannot drift from the code.

A fenced block of code (any language but sh, console, text or none, which show commands
and diagrams) must follow a line

    <!-- source: PATH -->

naming a file of the repository, and its text must be that file's: the whole file, or,
when the file marks an excerpt (a line holding "excerpt begins", a line holding "excerpt
ends"), the lines between the two with their common indentation removed. Prints every
block that differs, with the first lines that differ, and exits 1; exits 0 when all match."""

import difflib
import re
import sys
from pathlib import Path

SOURCE = re.compile(r"^<!-- source: (\S+) -->$")
FENCE = re.compile(r"^( *)```(\S*)$")
NOT_CODE = {"", "sh", "console", "text"}


def excerpt(text):
    """The file's text, or its marked excerpt dedented; None when the marks are wrong."""
    lines = text.split("\n")
    begins = [i for i, line in enumerate(lines) if "excerpt begins" in line]
    ends = [i for i, line in enumerate(lines) if "excerpt ends" in line]
    if not begins and not ends:
        return text
    if len(begins) != 1 or len(ends) != 1 or ends[0] < begins[0]:
        return None
    region = lines[begins[0] + 1:ends[0]]
    indent = min((len(line) - len(line.lstrip(" ")) for line in region if line.strip()), default=0)
    return "".join(line[indent:] + "\n" for line in region)


def blocks(markdown):
    """(line number of the fence, language, source path or None, text) per fenced block."""
    lines = markdown.split("\n")
    found, index, source, source_line = [], 0, None, 0
    while index < len(lines):
        line = lines[index]
        named = SOURCE.match(line)
        fence = FENCE.match(line)
        if named:
            source, source_line = named.group(1), index + 1
        elif fence:
            indent, end = len(fence.group(1)), index + 1
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            text = "".join(l[indent:] + "\n" for l in lines[index + 1:end])
            found.append((index + 1, fence.group(2), source, text))
            source, index = None, end
        elif line.strip() and source is not None:
            found.append((source_line, None, source, None))  # a source line with no block after it
            source = None
        index += 1
    if source is not None:
        found.append((source_line, None, source, None))
    return found


def check(root, markdown_path):
    problems = []
    shown = markdown_path.relative_to(root)
    for line, language, source, text in blocks(markdown_path.read_text(encoding="utf-8")):
        where = f"{shown}:{line}"
        if text is None:
            problems.append(f"{where}: <!-- source: {source} --> is not followed by a code block")
            continue
        if source is None:
            if language not in NOT_CODE:
                problems.append(f"{where}: a ```{language} block without a <!-- source: PATH --> line "
                                "above it naming the file the tests run")
            continue
        path = root / source
        if not path.is_file():
            problems.append(f"{where}: {source} does not exist")
            continue
        wanted = excerpt(path.read_text(encoding="utf-8"))
        if wanted is None:
            problems.append(f"{where}: {source} must mark one excerpt: a line holding \"excerpt begins\", "
                            "then one holding \"excerpt ends\"")
        elif text != wanted:
            diff = difflib.unified_diff(wanted.splitlines(), text.splitlines(), source, str(shown), lineterm="", n=1)
            shown_diff = "\n".join(f"    {d}" for d in list(diff)[:12])
            problems.append(f"{where}: the block differs from {source}; make them the same text\n{shown_diff}")
    return problems


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    root = Path(sys.argv[1]).resolve()
    documents = [root / "README.md"] + sorted((root / "docs").glob("*.md"))
    problems = [problem for document in documents for problem in check(root, document)]
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(1)
    print(f"every code example in {len(documents)} documents is the file the tests run")


if __name__ == "__main__":
    main()
