"""Build the one-folder app: ``python packaging/build.py`` -> dist/cardtable/cardtable (cardtable.exe on Windows).

Steps: draw the icon files (packaging/icons.py), run PyInstaller on packaging/cardtable.spec, put the desktop entry
and icon next to the app, and print the build time and the bundle size. Needs ``pip install -e ".[build]"``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"


def folder_size(path: Path) -> int:
    """Bytes in every file under ``path`` (symlinks counted once, as links)."""
    return sum(f.lstat().st_size for f in path.rglob("*") if f.is_file() or f.is_symlink())


def lrelease() -> list[str]:
    """The Qt Linguist compiler that comes with PySide6."""
    here = Path(sys.executable).parent
    for exe in (here / "pyside6-lrelease", here / "pyside6-lrelease.exe", here / "Scripts" / "pyside6-lrelease.exe"):
        if exe.exists():
            return [str(exe)]
    import PySide6

    for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease"):
        exe = Path(PySide6.__file__).parent / name
        if exe.exists():
            return [str(exe)]
    raise SystemExit("build: lrelease (PySide6) not found; the translations cannot be compiled")


def compile_translations(out: Path) -> Path:
    """translations/*.ts -> ``out``/*.qm (the app looks for them in cardtable/i18n)."""
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.qm"):
        old.unlink()
    sources = sorted((ROOT / "translations").glob("*.ts"))
    if sources:
        tool = lrelease()
    for ts in sources:
        qm = out / (ts.stem + ".qm")
        done = subprocess.run([*tool, "-silent", str(ts), "-qm", str(qm)], capture_output=True, text=True)
        if done.returncode != 0 or not qm.exists():
            raise SystemExit(f"build: lrelease failed on {ts.name}: {done.stderr.strip()}")
    return out


def app_version() -> str:
    """``cardtable.__version__``, read from the source (the build does not import the package)."""
    for line in (ROOT / "cardtable" / "__init__.py").read_text(encoding="utf-8").splitlines():
        if line.startswith("__version__"):
            return line.split('"')[1]
    raise SystemExit("build: no __version__ in cardtable/__init__.py")


def build(dist: Path, work: Path, *, quiet: bool = False) -> dict:
    """Build into ``dist``/cardtable; return the figures (seconds, bytes, executable path)."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit('build: PyInstaller is missing; install it with: pip install -e ".[build]"') from None
    t0 = time.perf_counter()
    icons = work / "icons"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    made = subprocess.run(
        [sys.executable, str(PACKAGING / "icons.py"), str(icons)], env=env, capture_output=True, text=True
    )
    if made.returncode != 0:
        raise SystemExit(f"build: drawing the icon failed:\n{made.stderr.strip()}")
    env["CARDTABLE_ICON"] = made.stdout.strip().splitlines()[-1]
    env["CARDTABLE_I18N_DIR"] = str(compile_translations(work / "i18n"))
    sys.path.insert(0, str(PACKAGING))
    from version_info import write_version_files

    env["CARDTABLE_VERSION_DIR"] = str(write_version_files(work / "version", app_version()))
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
        "--log-level", "WARN" if not quiet else "ERROR",
        "--distpath", str(dist), "--workpath", str(work / "pyinstaller"),
        str(PACKAGING / "cardtable.spec"),
    ]  # fmt: skip
    done = subprocess.run(command, env=env, cwd=ROOT, capture_output=quiet, text=True)
    if done.returncode != 0:
        tail = (done.stderr or "").strip().splitlines()[-15:] if quiet else []
        raise SystemExit("build: PyInstaller failed" + ("\n" + "\n".join(tail) if tail else ""))
    app = dist / "cardtable"
    # Desktop integration files ride along (packaging/README.md says where they go).
    shutil.copyfile(PACKAGING / "cardtable.desktop", app / "cardtable.desktop")
    shutil.copyfile(icons / "cardtable.png", app / "cardtable.png")
    if sys.platform.startswith("linux"):  # every size for the menus' icon theme (packaging/README.md)
        sizes = app / "icons"
        sizes.mkdir(exist_ok=True)
        for png in icons.glob("cardtable-*.png"):
            shutil.copyfile(png, sizes / png.name)
    exe = app / ("cardtable.exe" if sys.platform == "win32" else "cardtable")
    info = {
        "seconds": round(time.perf_counter() - t0, 1),
        "bytes": folder_size(app),
        "executable": str(exe),
        "platform": sys.platform,
        "built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    (app / "build-info.json").write_text(json.dumps(info, indent=1) + "\n", encoding="utf-8")
    return info


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="packaging/build.py", description="Build the one-folder cardtable app.")
    p.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default dist/)")
    p.add_argument("--work", type=Path, default=ROOT / "build", help="work folder (default build/)")
    p.add_argument("--quiet", action="store_true", help="only PyInstaller's errors")
    args = p.parse_args(argv)
    info = build(args.dist.resolve(), args.work.resolve(), quiet=args.quiet)
    print(f"built {info['executable']} in {info['seconds']} s; bundle {info['bytes'] / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
