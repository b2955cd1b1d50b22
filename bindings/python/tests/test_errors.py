"""Every non-OK status is raised as its SheetError subclass, with the status name and
the engine's sentence."""

import ctypes
import math

import pytest

import libsheet
from libsheet import (
    AbiMismatch,
    AlreadyExists,
    CapacityError,
    Engine,
    Fraction,
    InvalidArgument,
    InvalidHandle,
    InvalidState,
    NotFound,
    PluginError,
    SheetError,
    Status,
    Transition,
    _ffi,
)

CLASSES = {
    Status.INVALID_ARGUMENT: InvalidArgument,
    Status.INVALID_HANDLE: InvalidHandle,
    Status.INVALID_STATE: InvalidState,
    Status.NOT_FOUND: NotFound,
    Status.ALREADY_EXISTS: AlreadyExists,
    Status.ABI_MISMATCH: AbiMismatch,
    Status.PLUGIN: PluginError,
    Status.CAPACITY: CapacityError,
}


def test_status_names_match_the_library(lib):
    for status in Status:
        name = "SHEET_OK" if status == Status.OK else "SHEET_ERR_" + status.name
        assert lib.status_name(status) == name
    assert lib.status_name(12345) == "SHEET_ERR_UNKNOWN"


@pytest.mark.parametrize("status", list(CLASSES))
def test_error_for_each_status(lib, status):
    err = libsheet.error_for(status, "a sentence", lib.status_name(status))
    assert type(err) is CLASSES[status]
    assert isinstance(err, SheetError)
    assert err.status == status and err.status_name == lib.status_name(status)
    assert err.message == "a sentence"
    assert str(err) == f"{lib.status_name(status)}: a sentence"


def test_unknown_status_is_a_plain_sheet_error():
    err = libsheet.error_for(99, "odd")
    assert type(err) is SheetError and err.status == 99
    assert err.status_name == "SHEET_ERR_UNKNOWN"


def check(excinfo, cls, *words):
    err = excinfo.value
    assert type(err) is cls
    assert err.status == cls.status
    assert err.status_name == "SHEET_ERR_" + Status(cls.status).name
    assert err.message and err.message.strip()
    for word in words:
        assert word in err.message, (word, err.message)


def test_invalid_argument(engine):
    with pytest.raises(InvalidArgument) as e:
        engine.set_viewport(math.nan, 844)
    check(e, InvalidArgument)
    with pytest.raises(ValueError):  # InvalidArgument is a ValueError too
        engine.tick(math.inf)
    with pytest.raises(InvalidArgument) as e:
        engine.create_sheet(detents=[Fraction(1.5)])
    check(e, InvalidArgument)
    sheet = engine.create_sheet()
    with pytest.raises(InvalidArgument) as e:
        sheet.present(3, now=0.0)
    check(e, InvalidArgument)


def test_integer_overflow_is_refused_before_the_call(engine):
    sheet = engine.create_sheet()
    with pytest.raises(InvalidArgument):
        sheet.present(2**32, now=0.0)
    with pytest.raises(InvalidArgument):
        sheet.set_content(-1, 10.0, now=0.0)
    with pytest.raises(TypeError):
        sheet.present("0", now=0.0)
    with pytest.raises(TypeError):
        engine.tick("soon")


def test_invalid_handle(engine):
    sheet = engine.create_sheet()
    sheet.destroy()
    with pytest.raises(InvalidHandle) as e:
        sheet.present(0, now=0.0)
    check(e, InvalidHandle)
    with pytest.raises(InvalidHandle):
        engine.sheet(12345).frame


def test_invalid_state(lib, engine):
    sheet = engine.create_sheet()
    with pytest.raises(InvalidState) as e:
        sheet.pointer_move(10, 10, 0.0)
    check(e, InvalidState)
    with pytest.raises(InvalidState):
        sheet.dismiss(now=0.0)
    with Engine(lib) as bare:
        with pytest.raises(InvalidState) as e:
            bare.create_sheet().present(0, now=0.0)
        check(e, InvalidState, "viewport")


def test_not_found(engine):
    with pytest.raises(NotFound) as e:
        engine.create_sheet(present=Transition("no.such.animator"))
    check(e, NotFound, "no.such.animator")
    with pytest.raises(LookupError):
        engine.create_sheet(settle="nope")


def test_already_exists(engine):
    with pytest.raises(AlreadyExists) as e:
        engine.register_animator("fade", factory=lambda m, p: None)
    check(e, AlreadyExists, "fade")


def test_abi_mismatch(engine):
    cb = _ffi.create_fn(lambda *a: 0), _ffi.sample_fn(lambda *a: 0), _ffi.destroy_fn(lambda i: None)
    vt = _ffi.sheet_animator_vtable()
    vt.struct_size = ctypes.sizeof(vt)
    vt.abi_version = 0x00020000
    vt.name = b"abi2"
    vt.create, vt.sample, vt.destroy = cb
    with pytest.raises(AbiMismatch) as e:
        engine._check("sheet_engine_register_animator", ctypes.byref(vt), None)
    check(e, AbiMismatch)
    vt.abi_version = libsheet.ABI_VERSION
    vt.struct_size = 8
    with pytest.raises(AbiMismatch) as e:
        engine._check("sheet_engine_register_animator", ctypes.byref(vt), None)
    check(e, AbiMismatch, "struct_size")


def test_plugin_error(engine):
    with pytest.raises(PluginError) as e:
        engine.load_plugin("/no/such/plugin.so")
    check(e, PluginError, "/no/such/plugin.so")


def test_capacity(lib):
    with Engine(lib) as engine:
        for _ in range(libsheet.MAX_SHEETS):
            engine.create_sheet()
        with pytest.raises(CapacityError) as e:
            engine.create_sheet()
        check(e, CapacityError)


def test_error_sentence_is_read_at_once(engine):
    with pytest.raises(InvalidState) as first:
        engine.create_sheet().dismiss(now=0.0)
    engine.tick(1.0)
    assert first.value.message  # kept although the engine's last_error is now ""
    assert engine.library.sheet_engine_last_error(engine._ptr) == b""
