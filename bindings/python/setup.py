"""Gives the binding the version of the library it binds, read from include/sheet.h, so
the two have one version number; an sdist, which has no include/, carries it in its
PKG-INFO. Everything else is in pyproject.toml."""
import re
from pathlib import Path

from setuptools import setup

HERE = Path(__file__).resolve().parent
HEADER = HERE.parents[1] / "include" / "sheet.h"


def header_version() -> str:
    text = HEADER.read_text(encoding="utf-8")
    parts = (re.search(rf"#define SHEET_VERSION_{part} (\d+)", text) for part in ("MAJOR", "MINOR", "PATCH"))
    return ".".join(match.group(1) for match in parts)


def sdist_version() -> str:
    text = (HERE / "PKG-INFO").read_text(encoding="utf-8")
    return re.search(r"^Version: (\S+)$", text, re.MULTILINE).group(1)


if __name__ == "__main__":
    setup(version=header_version() if HEADER.exists() else sdist_version())
