"""packaging/icu_data.py: ICU's data for English and Hungarian only, in a shared object the loader accepts."""

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import icu_data  # noqa: E402


def _package(names: list[str]) -> bytes:
    """A small common data package: a 32-byte header (magic, "CmnD"), then ``names`` with their own bytes."""
    header = struct.pack("<HBB", 32, 0xDA, 0x27) + struct.pack("<HHBBBB", 20, 0, 0, 0, 2, 0) + b"CmnD"
    header += bytes(32 - len(header))
    return icu_data.package(header, [(n, n.encode() * 3) for n in names])


def test_a_package_reads_back_item_by_item():
    names = ["icudt73l/coll/hu.res", "icudt73l/en.res", "icudt73l/pool.res", "icudt73l/zh.res"]
    data = _package(names)
    header, items = icu_data.items(data)
    assert header[12:16] == b"CmnD" and [n for n, _ in items] == names
    assert all(d.startswith(n.encode() * 3) for n, d in items)
    toc = len(header)
    offsets = [struct.unpack_from("<II", data, toc + 4 + 8 * i)[1] for i in range(len(names))]
    assert all((toc + o) % icu_data.ALIGN == 0 for o in offsets)  # ICU wants every item aligned


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("icudt73l/hu.res", True),
        ("icudt73l/en_GB.res", True),
        ("icudt73l/root.res", True),
        ("icudt73l/coll/hu.res", True),
        ("icudt73l/zone/pool.res", True),  # every tree's pool and index stay
        ("icudt73l/res_index.res", True),
        ("icudt73l/supplementalData.res", True),  # no locale's
        ("icudt73l/ucadata.icu", True),
        ("icudt73l/nfkc.nrm", True),
        ("icudt73l/brkitr/word.brk", True),
        ("icudt73l/de.res", False),
        ("icudt73l/zh_Hant_TW.res", False),
        ("icudt73l/coll/zh.res", False),
        ("icudt73l/fil.res", False),
        ("icudt73l/ibm-943_P15A-2003.cnv", False),
        ("icudt73l/brkitr/cjdict.dict", False),
        ("icudt73l/translit/root.res", False),
    ],
)
def test_what_stays(name, kept):
    assert icu_data.wanted(name) is kept


def _qt_icu_data() -> Path | None:
    try:
        import PySide6
    except ImportError:
        return None
    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    return found[0] if found else None


LIBRARY = _qt_icu_data()
needs_qt_icu = pytest.mark.skipif(LIBRARY is None, reason="Qt links ICU only in its Linux wheels")

ICU_CHECK = """
from PySide6.QtCore import QCollator, QLocale, QTimeZone
words = ["zsák", "cukor", "csiga", "alma", "őz", "öt"]
print(" ".join(sorted(words, key=QCollator(QLocale("hu_HU")).sortKey)))
print(QLocale("hu_HU").toUpper("árvíztűrő tükörfúrógép"))
zone = QTimeZone(b"Europe/Budapest")
for lang in ("hu_HU", "ja_JP"):
    print(zone.displayName(QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName, QLocale(lang)))
"""


@needs_qt_icu
def test_the_trimmed_library_is_loaded_in_place_of_qts_and_speaks_hungarian(tmp_path):
    small = icu_data.build_library(LIBRARY, tmp_path)
    assert small.name == LIBRARY.name and small.stat().st_size < LIBRARY.stat().st_size / 5
    symbol, data = icu_data.data_symbol(small.read_bytes())
    assert symbol == icu_data.data_symbol(LIBRARY.read_bytes())[0]
    kept = [n for n, _ in icu_data.items(data)[1]]
    assert any(n.endswith("/coll/hu.res") for n in kept) and not any(n.endswith("/coll/zh.res") for n in kept)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")

    def run(preload):
        e = dict(env, LD_PRELOAD=str(preload)) if preload else env
        done = subprocess.run([sys.executable, "-c", ICU_CHECK], env=e, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        return done.stdout.splitlines()

    full, trimmed = run(None), run(small)  # LD_PRELOAD: the same soname, so Qt's ICU takes this one
    assert trimmed[0] == full[0] == "alma cukor csiga öt őz zsák"  # Hungarian order: cs after cu, ő after ö
    assert trimmed[1] == full[1] == "ÁRVÍZTŰRŐ TÜKÖRFÚRÓGÉP"
    assert trimmed[2] == full[2]  # Hungarian names of time zones stay
    assert trimmed[3] != full[3]  # Japanese ones are gone (proof that the trimmed data was the one used)


def test_a_file_that_is_not_an_icu_library_is_refused(tmp_path):
    other = tmp_path / "libicudata.so.73"
    other.write_bytes(b"\x7fELF" + bytes(60))
    with pytest.raises(ValueError):
        icu_data.build_library(other, tmp_path / "out")
