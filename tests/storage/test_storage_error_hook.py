"""The GUI's global exception hook: full traceback to the log, a short dialog, the app keeps going."""

from __future__ import annotations

import sys
import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from cardtable.ui import errors

pytestmark = [pytest.mark.gui, pytest.mark.qt_no_exception_capture]


@pytest.fixture
def dialogs(monkeypatch):
    """Texts of the dialogs shown; exec returns at once instead of blocking."""
    shown: list[str] = []

    def fake_exec(box: QMessageBox) -> int:
        shown.append(box.text())
        return int(QMessageBox.StandardButton.Ok.value)

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    monkeypatch.setattr(errors, "MIN_SECONDS_BETWEEN_DIALOGS", 0.0)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    return shown


def _boom() -> None:
    raise RuntimeError("the slot failed on purpose")


def test_error_in_a_slot_is_logged_and_shown_briefly(qtbot, tmp_path, dialogs):
    errors.install(qtbot_app(qtbot), tmp_path / "logs")
    button = QPushButton("go")
    qtbot.addWidget(button)
    button.clicked.connect(_boom)
    button.click()
    qtbot.waitUntil(lambda: len(dialogs) == 1, timeout=2000)
    log = tmp_path / "logs" / errors.LOG_NAME
    text = log.read_text()
    assert "Traceback" in text and "RuntimeError: the slot failed on purpose" in text and "_boom" in text
    assert str(log) in dialogs[0]
    assert "Traceback" not in dialogs[0] and "RuntimeError" not in dialogs[0]
    assert "keep playing" in dialogs[0]
    # the app is still usable: the next click is handled (and logged) the same way
    button.click()
    qtbot.waitUntil(lambda: len(dialogs) == 2, timeout=2000)
    assert log.read_text().count("RuntimeError: the slot failed on purpose") == 2


def test_error_in_a_worker_thread_is_shown_on_the_gui_thread(qtbot, tmp_path, dialogs):
    errors.install(qtbot_app(qtbot), tmp_path)
    t = threading.Thread(target=_boom, name="bot-worker")
    t.start()
    t.join()
    qtbot.waitUntil(lambda: len(dialogs) == 1, timeout=2000)
    assert "in thread bot-worker" in (tmp_path / errors.LOG_NAME).read_text()


def test_an_error_while_the_dialog_is_open_is_only_logged(qtbot, tmp_path, monkeypatch, dialogs):
    errors.install(qtbot_app(qtbot), tmp_path)
    reporter = errors.installed()
    assert reporter is not None

    def exec_that_fails_again(box: QMessageBox) -> int:
        dialogs.append(box.text())
        # another error arrives while this dialog is up (nested event loop)
        try:
            raise ValueError("second failure")
        except ValueError:
            sys.excepthook(*sys.exc_info())
        qtbot.wait(50)  # lets the queued report arrive while we are still "showing"
        raise OSError("the dialog itself failed")

    monkeypatch.setattr(QMessageBox, "exec", exec_that_fails_again)
    QTimer.singleShot(0, _boom)
    qtbot.waitUntil(lambda: len(dialogs) == 1, timeout=2000)
    qtbot.wait(100)
    assert len(dialogs) == 1, "no second dialog while one is open"
    text = (tmp_path / errors.LOG_NAME).read_text()
    assert "second failure" in text and "the dialog itself failed" in text


def test_repeating_errors_do_not_flood_dialogs(qtbot, tmp_path, monkeypatch, dialogs):
    monkeypatch.setattr(errors, "MIN_SECONDS_BETWEEN_DIALOGS", 60.0)
    errors.install(qtbot_app(qtbot), tmp_path)
    for _ in range(5):
        QTimer.singleShot(0, _boom)
    log = tmp_path / errors.LOG_NAME
    qtbot.waitUntil(lambda: log.exists() and log.read_text().count("Traceback") == 5, timeout=2000)
    qtbot.wait(50)
    assert len(dialogs) == 1


def test_unwritable_log_still_gives_a_message(qtbot, tmp_path, dialogs):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    errors.install(qtbot_app(qtbot), blocker / "logs")  # a folder under a file cannot be made
    QTimer.singleShot(0, _boom)
    qtbot.waitUntil(lambda: len(dialogs) == 1, timeout=2000)
    assert "could not be written" in dialogs[0]


def qtbot_app(qtbot):
    app = QApplication.instance()
    assert app is not None
    return app
