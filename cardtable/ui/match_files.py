"""The match's files: named saves, opening one, the autosave's unfinished match, and what went wrong with a file.

The storage layer reads, checks and writes (``cardtable.storage``); a damaged, hostile or newer-format file is
moved aside into the quarantine folder there, and told to the player here. Nothing here stops the game that
is running: a file problem is said, and play goes on.
"""

from __future__ import annotations

import datetime
import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QMessageBox

from cardtable.ui import texts
from cardtable.ui.notice import show_notice
from cardtable.ui.window_part import WindowPart

if TYPE_CHECKING:
    from cardtable.engine.record import DealRecord
    from cardtable.storage.envelope import StorageError
    from cardtable.storage.saves import MatchSave
    from cardtable.ui.mainwindow import MainWindow

log = logging.getLogger(__name__)

Deals = list[tuple["DealRecord", list[int]]]  # finished deals: (record, points)


class MatchFiles(WindowPart):
    """Saves and opens ``window``'s matches; keeps the autosave and the statistics file attached to its controller."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.paths = window.store.paths
        self.unfinished: MatchSave | None = None  # the autosave's match the welcome page offers to continue
        self.autosave_box: QMessageBox | None = None  # the warning that the autosave cannot be written
        self.unsaved_mark = QLabel()  # in the status bar while the autosave cannot be written
        self.unsaved_mark.setStyleSheet("QLabel { color: #ffb4a8; font-weight: bold; padding: 0 6px; }")
        window.statusBar().addPermanentWidget(self.unsaved_mark)
        self.unsaved_mark.hide()
        try:
            from cardtable.storage.autosave import Autosaver

            self.controller.autosaver = Autosaver(self.paths)
        except Exception as e:  # no autosave is better than no table
            log.warning("autosave unavailable: %s", e)
        try:
            from cardtable.storage.stats import StatsRecorder

            self.controller.statistics = StatsRecorder(self.paths, on_problem=self._statistics_problem)
        except Exception as e:  # the table plays on without statistics
            log.warning("statistics unavailable: %s", e)

    # the autosave -----------------------------------------------------------------------------------------------------
    def find_unfinished(self) -> MatchSave | None:
        """The valid unfinished match of the autosave, or None (a damaged one is moved aside, and we say so)."""
        if self.controller.autosaver is None or self.paths is None:
            return None
        try:
            from cardtable.storage.autosave import find_autosave

            return find_autosave(self.paths, on_problem=self._autosave_problem)
        except Exception as e:
            log.warning("could not read the autosave: %s", e)
            return None

    def offer_unfinished(self) -> str | None:
        """Look for the unfinished match to offer: its label ("Ulti (MAUSZ rules), deal 5"), None if there is none."""
        self.unfinished = self.find_unfinished()
        return None if self.unfinished is None else self.save_label(self.unfinished)

    def save_label(self, save: MatchSave) -> str:
        """ "Ulti (MAUSZ rules), deal 5" for a saved match."""
        game = texts.game_name(save.game)
        if save.variant:
            game = f"{game} ({texts.variant_name(save.variant)})"
        return self.tr("{game}, deal {n}").format(game=game, n=len(save.finished) + 1)

    # a new match over an unfinished one ---------------------------------------------------------------------------
    def unfinished_label(self) -> str | None:
        """The unfinished match a new one would replace ("Ulti (MAUSZ rules), deal 5"): the one being played, else
        the autosave's; None when there is none."""
        c = self.controller
        if c.match_running:
            return self.save_label(c.match_save())
        return self.offer_unfinished()

    def start_over_question(self, label: str) -> str:
        """What to ask before a new match replaces the unfinished ``label``."""
        return self.tr(
            "Your match {match} is not finished. Start a new one? The unfinished match is kept as a save: "
            "Game ▸ Open match… brings it back."
        ).format(match=label)

    def opening_question(self, label: str) -> str:
        """What to ask before an opened match replaces the unfinished ``label``."""
        return self.tr(
            "Your match {match} is not finished. Open another one instead? The unfinished match is kept as a save: "
            "Game ▸ Open match… brings it back."
        ).format(match=label)

    def keep_unfinished(self) -> bool:
        """Keep the unfinished match (the one being played, else the autosave's) as a named save in the saves
        folder, before a new match replaces it; False (and the player told why) if it could not be written."""
        from cardtable.storage.saves import write_save

        c = self.controller
        save = c.match_save() if c.match_running else (self.unfinished or self.find_unfinished())
        if save is None:
            return True
        folder = self.saves_folder()
        stamp = datetime.datetime.now().strftime("%Y-%m-%d %H.%M")
        try:
            if not folder:
                raise OSError(f"the saves folder {self.paths.saves if self.paths else '?'} cannot be made")
            path = Path(folder) / f"{save.game} {stamp}.json"
            for n in range(2, 1000):  # never over another save
                if not path.exists():
                    break
                path = Path(folder) / f"{save.game} {stamp} ({n}).json"
            write_save(save, path)
        except Exception as e:  # a full disk or a read-only folder: nothing is replaced
            log.warning("could not keep the unfinished match: %s", e)
            self.problem(self.tr("Your unfinished match could not be kept as a save, so nothing replaced it."), str(e))
            return False
        self.unfinished = None
        self.window.say(lambda: self.tr("Your unfinished match was kept as {path}.").format(path=path))
        return True

    # what went wrong with a file ------------------------------------------------------------------------------------
    def autosave_failing(self, why: str) -> None:
        """The autosave cannot be written (a read-only or full disk; ``why``), or works again (empty).

        Said once when it stops working, in a box that lets play go on; until it works again the status bar keeps
        a mark that the match is not being saved.
        """
        if not why:
            self.unsaved_mark.hide()
            return
        log.warning("autosave: %s", why)
        where = self.controller.autosaver.path.parent if self.controller.autosaver is not None else ""
        self.unsaved_mark.setText(self.tr("Not saved"))
        self.unsaved_mark.setToolTip(
            self.tr("Your match is not being saved: {folder} cannot be written.").format(folder=where)
        )
        self.unsaved_mark.show()
        self.window.say(
            lambda: self.tr("Your match is not being saved: {folder} cannot be written.").format(folder=where),
            error=True,
        )
        if self.window.selftest or self.window.quiet:
            return
        if self.autosave_box is not None:
            self.autosave_box.close()
        self.autosave_box = show_notice(
            self.window,
            self.tr("cardtable"),
            self.tr("Your match cannot be saved automatically: {folder} cannot be written.").format(folder=where),
            self.tr(
                "Play goes on, but if cardtable stops now, this match is lost. Game ▸ Save match… can keep it "
                "somewhere else."
            ),
            why,
        )
        self.autosave_box.destroyed.connect(lambda: setattr(self, "autosave_box", None))

    def _autosave_problem(self, error: StorageError) -> None:
        log.warning("autosave: %s", error)
        self._say_moved(
            error,
            self.tr("The last match could not be read; the file was moved to {path}."),
            self.tr("The last match could not be read."),
        )

    def _statistics_problem(self, error: StorageError) -> None:
        self._say_moved(
            error,
            self.tr("Your statistics could not be read; the file was moved to {path}. Counting starts afresh."),
            self.tr("Your statistics could not be read; counting starts afresh."),
        )

    def _say_moved(self, error: StorageError, moved: str, unread: str) -> None:
        """A file that could not be read: where it was moved (``moved`` names the place), or just ``unread``."""
        place = getattr(error, "quarantined", None)
        self.window.say(unread if place is None else moved.format(path=place), error=True)

    def continue_last(self) -> None:
        """Carry on the match the autosave holds."""
        save = self.unfinished or self.find_unfinished()
        self.unfinished = None
        if save is None:
            self.window.say(self.tr("There is no unfinished match to continue."))
            if self.window.start_page is not None:
                self.window.start_page.set_can_continue(False)
            return
        self.window.resume(save)

    # named saves ------------------------------------------------------------------------------------------------------
    def saves_folder(self) -> str:
        """The folder the file dialogs open in ("" when there is none)."""
        if self.paths is None:
            return ""
        try:
            self.paths.saves.mkdir(parents=True, exist_ok=True)
        except OSError:
            return ""
        return str(self.paths.saves)

    def _ask_for_file(self, title: str, *, save_as: str = "") -> str:
        """The file dialog for a match: where to save it (``save_as``: the name suggested), or which one to open."""
        from PySide6.QtWidgets import QFileDialog

        folder = self.saves_folder()
        kinds = self.tr("cardtable matches (*.json);;All files (*)")
        if save_as:
            place = f"{folder}/{save_as}" if folder else save_as
            path, _ = QFileDialog.getSaveFileName(self.window, title, place, kinds)
        else:
            path, _ = QFileDialog.getOpenFileName(self.window, title, folder, kinds)
        return path

    def save_match(self, path: str | None = None) -> bool:
        """Save the running match under a name (asks where when ``path`` is None); True if it was written."""
        c = self.controller
        if c.match is None:
            self.window.say(self.tr("There is no match to save yet."))
            return False
        if path is None:
            stamp = datetime.datetime.now().strftime("%Y-%m-%d %H.%M")
            path = self._ask_for_file(self.tr("Save match"), save_as=f"{c.config.game} {stamp}.json")
            if not path:
                return False
        from cardtable.storage.saves import write_save

        try:
            write_save(c.match_save(), path)
        except Exception as e:  # a full disk or a read-only folder: say so, play on
            log.warning("could not save the match: %s", e)
            self.problem(self.tr("The match could not be saved."), str(e))
            return False
        self.window.say(self.tr("Match saved to {path}").format(path=path))
        return True

    def open_match(self, path: str | None = None) -> bool:
        """Open a saved match and play on (asks which when ``path`` is None); True if it was opened.

        A damaged, hostile or newer-format file is moved aside unchanged into the quarantine folder, the player is
        told why, and the game that was running goes on.
        """
        unfinished = self.unfinished_label()
        if unfinished is not None and not self.window.confirm(self.opening_question(unfinished)):
            return False
        if path is None:
            path = self._ask_for_file(self.tr("Open match"))
            if not path:
                return False
        from cardtable.storage.saves import load_save

        quarantine = self.paths.quarantine if self.paths is not None else None
        try:
            loaded = load_save(path, quarantine)
        except Exception as e:  # load_save reports problems; anything else is a bug, but the table stays up
            log.exception("opening %s failed", path)
            self.problem(self.tr("This file cannot be opened as a cardtable match."), str(e))
            return False
        if loaded.save is None:
            self._open_problem(loaded.problem)
            return False
        if unfinished is not None and not self.keep_unfinished():
            return False
        return self.window.resume(loaded.save)

    def _open_problem(self, error: StorageError | None) -> None:
        message = getattr(error, "message", str(error))
        if "newer cardtable" in message:  # the storage layer's wording for a future format version
            head = self.tr("This match was saved by a newer version of cardtable and cannot be opened here.")
        else:
            head = self.tr("This file cannot be opened as a cardtable match.")
        moved = getattr(error, "quarantined", None)
        if moved is not None:
            head += " " + self.tr("It was moved, unchanged, to {path}.").format(path=moved)
        self.problem(head, message)

    def deals_to_review(self) -> tuple[Deals, list[str], int] | None:
        """Ask for a saved match to review: its finished deals, seat names and the player's seat (None: cancelled)."""
        from cardtable.ui import review_dialog

        path = self._ask_for_file(self.tr("Review a saved match"))
        if not path:
            return None
        try:
            return review_dialog.deals_of_save(path)
        except Exception as e:  # a damaged or foreign file: say why, the table goes on
            self.problem(self.tr("This file cannot be opened as a cardtable match."), str(e))
            return None

    def problem(self, text: str, detail: str) -> None:
        """Tell the player what went wrong (status bar, and a box unless in the selftest); play goes on."""
        w = self.window
        w.say(text, error=True)
        if w.selftest or w.quiet:
            return
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("cardtable"), text, QMessageBox.StandardButton.Ok, w)
        box.setInformativeText(self.tr("The game you were playing goes on."))
        if detail:
            box.setDetailedText(detail)
        box.exec()
