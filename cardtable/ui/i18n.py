"""Languages: install the Hungarian translation (and Qt's own) at run time, switchable without restart.

The compiled ``cardtable_hu.qm`` ships in ``cardtable/i18n`` (built by setup.py).
When it is missing (a source checkout), the ``.ts`` is compiled into the user
cache with ``lrelease`` on first start; when even that is impossible, the
``.ts`` is read directly by ``TsTranslator``. Installing or removing a
translator makes Qt send ``LanguageChange`` to every widget.
"""

from __future__ import annotations

import hashlib
import locale
import logging
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

LANGUAGES = ("en", "hu")
PACKAGE_QM = Path(__file__).resolve().parent.parent / "i18n"
SOURCE_TS = Path(__file__).resolve().parents[2] / "translations"

log = logging.getLogger(__name__)

_current = "en"
_installed: list[QTranslator] = []


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Mark ``source`` for translation in ``context`` and return it unchanged, as PySide6's does.

    lupdate finds the strings by this name; PySide6's stub types its own ``object -> object``, this keeps a ``str``.
    """
    return source


def current() -> str:
    """The language now in use ("en" or "hu")."""
    return _current


def resolve(lang: str) -> str:
    """ "auto" (or an unknown code) becomes the system language when we have it, else English."""
    if lang in LANGUAGES:
        return lang
    try:
        name = QLocale.system().name() or (locale.getlocale()[0] or "")
    except Exception:
        name = ""
    return "hu" if name.lower().startswith("hu") else "en"


class TsTranslator(QTranslator):
    """Reads a Qt Linguist .ts file directly: the last resort when no .qm can be made."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self._table: dict[tuple[str, str], str] = {}
        root = ET.parse(path).getroot()
        for ctx in root.iter("context"):
            name = ctx.findtext("name") or ""
            for msg in ctx.iter("message"):
                src = msg.findtext("source") or ""
                tr = msg.find("translation")
                if tr is not None and tr.text and tr.get("type") not in ("unfinished", "obsolete", "vanished"):
                    self._table[(name, src)] = tr.text

    def translate(self, context, source, disambiguation=None, n=-1):
        return self._table.get((context, source), "")

    def isEmpty(self) -> bool:
        return not self._table


def _lrelease() -> list[str] | None:
    try:
        import PySide6

        exe = Path(PySide6.__file__).resolve().parent / "lrelease"
        if exe.exists():
            return [str(exe)]
    except Exception:
        pass
    return None


def compile_ts(ts: Path, qm: Path) -> bool:
    """Compile ``ts`` to ``qm`` with lrelease; False if that is not possible here."""
    tool = _lrelease()
    if tool is None:
        return False
    qm.parent.mkdir(parents=True, exist_ok=True)
    try:
        subprocess.run([*tool, "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return False
    return qm.exists()


def cache_dir() -> Path:
    """Where a translation compiled at run time goes: inside CARDTABLE_HOME when set, else the user cache."""
    from cardtable.storage.paths import user_cache

    return user_cache() / "i18n"


def app_translator(lang: str) -> QTranslator | None:
    """Our translator for ``lang``: the shipped .qm, else one compiled into the cache, else the .ts itself."""
    if lang == "en":
        return None
    name = f"cardtable_{lang}"
    candidates = [PACKAGE_QM / f"{name}.qm"]
    # the source checkout's .ts, else the copy an installed package carries next to its .qm
    ts = SOURCE_TS / f"{name}.ts"
    if not ts.exists():
        ts = PACKAGE_QM / f"{name}.ts"
    # the compiled copy is named by the .ts's content: another checkout's (or an older) .ts never answers for this one
    digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:12] if ts.exists() else "none"
    cache_qm = cache_dir() / f"{name}-{digest}.qm"
    if ts.exists() and not cache_qm.exists() and not candidates[0].exists():
        compile_ts(ts, cache_qm)
    candidates.append(cache_qm)
    for qm in candidates:
        if qm.exists():
            t = QTranslator()
            if t.load(str(qm)):
                return t
    if ts.exists():
        return TsTranslator(ts)
    log.warning("no %s translation found", lang)
    return None


def set_language(lang: str) -> str:
    """Switch the whole application to ``lang`` ("en", "hu" or "auto"); returns the language used."""
    global _current
    app = QCoreApplication.instance()
    lang = resolve(lang)
    for t in _installed:
        if app is not None:
            app.removeTranslator(t)
    _installed.clear()
    _current = lang
    if lang != "en":
        qt = QTranslator()
        if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            _installed.append(qt)
        ours = app_translator(lang)
        if ours is not None:
            _installed.append(ours)
    for t in _installed:
        if app is not None:
            app.installTranslator(t)
    QLocale.setDefault(QLocale(QLocale.Language.Hungarian if lang == "hu" else QLocale.Language.English))
    return lang


class OwnLanguage:
    """A window that words its texts in the UI's language, or in one fixed for it (``set_language``, tests).

    Mixed into the coach panel and the rules browser; ``retranslate`` sets their texts in ``lang``.
    """

    _lang = "en"
    _fixed_lang = False

    def _start_language(self, lang: str | None) -> None:
        """The UI's language, or ``lang`` fixed when given."""
        self._lang = lang or current()
        self._fixed_lang = lang is not None

    def _follow_language(self) -> None:
        """Take up the UI's language again, unless this window's is fixed."""
        if not self._fixed_lang:
            self._lang = current()

    @property
    def lang(self) -> str:
        """The language of this window's texts."""
        return self._lang

    def set_language(self, lang: str) -> None:
        """Word the texts in ``lang`` ("hu", else English) from now on, whatever the UI's language."""
        self._lang = "hu" if lang == "hu" else "en"
        self._fixed_lang = True
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text again, in ``lang``."""
        raise NotImplementedError
