"""The Hungarian translation is complete, compiles, and switches at run time without a restart."""

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from cardtable.engine.protocol import IllegalAction
from cardtable.ui import i18n
from cardtable.ui.controller import InlineBotRunner, MatchConfig
from cardtable.ui.mainwindow import MainWindow, SettingsStore
from cardtable.ui.profiles import profile

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "translations" / "cardtable_hu.ts"


def messages(path):
    root = ET.parse(path).getroot()
    for ctx in root.iter("context"):
        for msg in ctx.iter("message"):
            yield ctx.findtext("name"), msg.findtext("source"), msg.find("translation")


def test_every_message_is_translated():
    seen = 0
    for ctx, src, tr in messages(TS):
        seen += 1
        assert tr is not None and tr.get("type") is None, (ctx, src)
        assert (tr.text or "").strip(), (ctx, src)
    assert seen > 200


def test_the_ts_covers_every_string_in_the_code(tmp_path):
    fresh = tmp_path / "fresh.ts"
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    sources = sorted(str(p) for p in (ROOT / "cardtable" / "ui").rglob("*.py"))
    subprocess.run([str(lupdate), *sources, "-ts", str(fresh), "-silent"], check=True)
    ours = {(c, s) for c, s, _ in messages(TS)}
    missing = [(c, s) for c, s, _ in messages(fresh) if c and (c, s) not in ours]
    assert not missing, f"run translations/update_hu.py: {missing[:5]}"


def test_placeholders_survive_translation():
    for ctx, src, tr in messages(TS):
        for token in ("{n}", "{card}", "{name}", "{contract}", "{rule}", "{text}", "%1"):
            if token in src:
                assert token in tr.text, (ctx, src, tr.text)


def test_the_ts_compiles_to_a_qm_that_qt_loads(tmp_path):
    qm = tmp_path / "cardtable_hu.qm"
    assert i18n.compile_ts(TS, qm)
    t = QTranslator()
    assert t.load(str(qm))
    assert t.translate("Menus", "&Game") == "&Játék"


def test_the_ts_reader_is_a_working_fallback():
    t = i18n.TsTranslator(TS)
    assert t.translate("MainWindow", "Score sheet") == "Játszmalap"
    assert t.translate("MainWindow", "no such text") == ""


@pytest.mark.gui
def test_language_switches_at_run_time(qtbot):
    store = SettingsStore()
    store.save = lambda: None
    store.settings.animation_speed = "off"
    w = MainWindow(InlineBotRunner(), store=store)
    w.confirm_quit = False
    w.controller.bot_pause_ms = 0
    qtbot.addWidget(w)
    w.show()
    try:
        i18n.set_language("en")
        w.retranslate()
        w.start_match(MatchConfig(game="ecarte", players=2, names=["You", "Anna"], levels=["random"] * 2, seed=5))
        qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=5000)
        assert w.menus.m_game.title() == "&Game"
        english = w.panel.prompt.text()
        assert english
        w.preferences.set_language("hu")
        assert i18n.current() == "hu"
        assert w.menus.m_game.title() == "&Játék"
        assert w.panel.prompt.text() != english
        assert any(label == "Játék" for label, _ in w.scene.info.lines)
        err = IllegalAction("x", rule="§44", key="must-follow")
        assert profile("ecarte").refusal(err) == "A hívott színt kell adnod. (szabály: Nemzeti Casino 44. §)"
        w.preferences.set_language("en")
        assert w.menus.m_game.title() == "&Game"
        assert w.panel.prompt.text() == english
        assert QCoreApplication.translate("MainWindow", "Score sheet") == "Score sheet"
    finally:
        i18n.set_language("en")


def test_the_build_ships_the_translation(tmp_path):
    out = tmp_path / "build"
    proc = subprocess.run(
        [sys.executable, "setup.py", "-q", "build_py", "-d", str(out)], cwd=ROOT, capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    qm = out / "cardtable" / "i18n" / "cardtable_hu.qm"
    assert qm.exists() and (out / "cardtable" / "i18n" / "cardtable_hu.ts").exists()
    t = QTranslator()
    assert t.load(str(qm))
    assert t.translate("MainWindow", "Score sheet") == "Játszmalap"
