"""Gives the binding the version of the library it binds, read from include/sheet.h, so
the two have one version number. Everything else is in pyproject.toml."""
import re
from pathlib import Path

from setuptools import setup


def header_version() -> str:
    header = Path(__file__).resolve().parents[2] / "include" / "sheet.h"
    text = header.read_text(encoding="utf-8")
    parts = (re.search(rf"#define SHEET_VERSION_{part} (\d+)", text) for part in ("MAJOR", "MINOR", "PATCH"))
    return ".".join(match.group(1) for match in parts)


if __name__ == "__main__":
    setup(version=header_version())
