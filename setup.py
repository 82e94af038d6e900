"""Build hook: ship the Qt Linguist translations in cardtable/i18n, compiled to .qm when lrelease is there.

Everything else about the package is in pyproject.toml. The ``.ts`` sources are
always copied next to the ``.qm`` files, so an install whose build had no
lrelease (PySide6 missing from the build environment) still translates: the app
compiles the ``.ts`` into the user cache on first start, or reads it directly
(cardtable/ui/i18n.py).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


def _lrelease() -> list[str] | None:
    try:
        import PySide6
    except ImportError:
        return None
    exe = Path(PySide6.__file__).resolve().parent / "lrelease"
    return [str(exe)] if exe.exists() else None


class BuildWithTranslations(build_py):
    """build_py that also writes cardtable/i18n/*.qm from translations/*.ts."""

    def run(self) -> None:
        super().run()
        sources = sorted(Path(__file__).resolve().parent.joinpath("translations").glob("*.ts"))
        out = Path(self.build_lib) / "cardtable" / "i18n"
        out.mkdir(parents=True, exist_ok=True)
        for ts in sources:
            shutil.copyfile(ts, out / ts.name)
        tool = _lrelease()
        if tool is None:
            self.announce("lrelease not found: translations are compiled at run time instead", level=3)
            return
        for ts in sources:
            qm = out / (ts.stem + ".qm")
            subprocess.run([*tool, "-silent", str(ts), "-qm", str(qm)], check=True)
            self.announce(f"compiled {ts.name} -> {qm}", level=3)


setup(cmdclass={"build_py": BuildWithTranslations})
