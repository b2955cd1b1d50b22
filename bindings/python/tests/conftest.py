import os
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings
from hypothesis.configuration import set_hypothesis_home_dir

set_hypothesis_home_dir(Path(tempfile.gettempdir()) / "libsheet-hypothesis")
settings.register_profile("libsheet", database=None)
settings.load_profile("libsheet")

# The package beside the tests, unless LIBSHEET_TEST_INSTALLED=1 asks for the one
# installed (scripts/package --test runs them against the wheel in a fresh venv).
if os.environ.get("LIBSHEET_TEST_INSTALLED") != "1":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import libsheet  # noqa: E402
from helpers import SAFE_BOTTOM, SAFE_TOP, VH, VW  # noqa: E402


@pytest.fixture(scope="session")
def lib():
    return libsheet.load_library()


@pytest.fixture
def engine(lib):
    with libsheet.Engine(lib, viewport=(VW, VH, SAFE_TOP, SAFE_BOTTOM)) as e:
        yield e


def pytest_report_header(config):
    try:
        lib = libsheet.load_library()
    except Exception as exc:  # pragma: no cover - reported, then the tests fail
        return f"libsheet: not loaded: {exc}"
    return f"libsheet {lib.version} (ABI {lib.abi_version:#010x}) from {lib.path}"
