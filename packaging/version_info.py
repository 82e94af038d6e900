"""The Windows version resource of each .exe (Explorer's Details tab), as the text PyInstaller reads.

PyInstaller evaluates the file as a ``VSVersionInfo(...)`` expression (``--version-file``); build.py writes one
per executable into the work folder from ``cardtable.__version__``, so the numbers never go stale.
"""

from __future__ import annotations

import re
from pathlib import Path

PRODUCT = "cardtable"
DESCRIPTION = "cardtable: Hungarian card games against the computer, with a coach"
LICENCE = "GPL-3.0-or-later"


def numbers(version: str) -> tuple[int, int, int, int]:
    """The four numbers Windows shows for ``version`` ("0.1.0" -> (0, 1, 0, 0)); each at most 65535."""
    found = [min(int(n), 65535) for n in re.findall(r"\d+", version)[:4]]
    return tuple(found + [0] * (4 - len(found)))  # type: ignore[return-value]


def version_text(version: str, exe: str) -> str:
    """The version resource of ``exe`` (a file name like "cardtable.exe")."""
    four = numbers(version)
    strings = {
        "CompanyName": PRODUCT,
        "FileDescription": DESCRIPTION,
        "FileVersion": version,
        "InternalName": exe.removesuffix(".exe"),
        "LegalCopyright": LICENCE,
        "OriginalFilename": exe,
        "ProductName": PRODUCT,
        "ProductVersion": version,
    }
    table = ",\n".join(f"        StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return (
        "VSVersionInfo(\n"
        f"  ffi=FixedFileInfo(filevers={four}, prodvers={four}, mask=0x3F, flags=0x0, OS=0x40004,\n"
        "    fileType=0x1, subtype=0x0, date=(0, 0)),\n"
        "  kids=[\n"
        "    StringFileInfo([StringTable('040904B0', [\n"
        f"{table}\n"
        "    ])]),\n"
        "    VarFileInfo([VarStruct('Translation', [0x0409, 1200])]),\n"
        "  ]\n"
        ")\n"
    )


def write_version_files(folder: Path, version: str, names: tuple[str, ...] = ("cardtable", "cardtable-cli")) -> Path:
    """``folder``/<name>.txt for each executable name; returns ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        (folder / f"{name}.txt").write_text(version_text(version, f"{name}.exe"), encoding="utf-8")
    return folder
