"""packaging/cardtable.desktop: a valid freedesktop entry that starts the app with our icon."""

import configparser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REQUIRED = {"Type": "Application", "Name": "cardtable", "Exec": "cardtable", "Icon": "cardtable", "Terminal": "false"}
KNOWN = {"Type", "Version", "Name", "GenericName", "Comment", "Exec", "Icon", "Terminal", "Categories", "Keywords",
         "StartupWMClass"}  # fmt: skip


def _entry():
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(ROOT / "packaging" / "cardtable.desktop", encoding="utf-8")
    assert parser.sections() == ["Desktop Entry"]
    return parser["Desktop Entry"]


def test_required_keys():
    entry = _entry()
    for key, value in REQUIRED.items():
        assert entry[key] == value
    # a version of the spec that the menus' validators know (desktop-file-validate 0.26, Debian 12, stops at 1.4)
    assert entry["Version"] in ("1.0", "1.1", "1.2", "1.3", "1.4")


def test_keys_are_known_and_lists_end_with_semicolons():
    entry = _entry()
    for key in entry:
        assert key.split("[")[0] in KNOWN, key
    assert "Game" in entry["Categories"].split(";") and "CardGame" in entry["Categories"].split(";")
    assert entry["Categories"].endswith(";") and entry["Keywords"].endswith(";")


def test_hungarian_texts():
    entry = _entry()
    assert entry["Comment[hu]"] and entry["GenericName[hu]"]
