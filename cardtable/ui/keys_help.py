"""Help ▸ Keyboard: every key of the table in one page — the hand, the action bar, the boards, the window.

The window's own shortcuts are read from its menu actions (their key and their words), so the page says what the
menus do; the rest are the table's keys (``TableView``, ``board_keys``, the action bar's digits).
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from cardtable.ui.menus import Menus

STYLE = """
QTextBrowser { background: #fbf8f0; color: #1d2b24; font-size: 14px; padding: 8px; }
"""
CSS = (
    "h2 { color: #15392d; font-size: 16px; margin: 12px 0 4px 0; }"
    "td { padding: 3px 12px 3px 0; vertical-align: top; }"
    "td.k { font-weight: bold; white-space: nowrap; color: #15392d; }"
)


class KeyboardHelp(QDialog):
    """The keyboard page, from ``menus`` (the window's shortcuts) and the table's own keys."""

    def __init__(self, menus: Menus, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keyboardHelp")
        self.menus = menus
        self.setStyleSheet(STYLE)
        self.text = QTextBrowser()
        self.text.setObjectName("keyboardText")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.text)
        lay.addWidget(buttons)
        self.resize(720, 640)
        self.retranslate()

    def sections(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """The page's sections: a heading, then (keys, what they do) rows."""
        hand = [
            (
                self.tr("← →"),
                self.tr("Move along your hand; the cards you laid face up in front of you come after it."),
            ),
            (self.tr("Home, End"), self.tr("The first or the last card.")),
            (
                self.tr("Enter or Space"),
                self.tr(
                    "Play the card. When cards are to be chosen (a discard, Ulti's talon, NJET's pass, MÜ's bid) it "
                    "selects the card, or takes it back out."
                ),
            ),
            (
                self.tr("1 … 9"),
                self.tr(
                    "Press the action bar's buttons, counted from the left: Pass, Hold, a bid, Discard, Next deal… "
                    "Each button's tooltip says its key."
                ),
            ),
            (
                self.tr("Tab, Shift+Tab"),
                self.tr(
                    "Go through the action bar's controls, the bid composer's parts and the game's board, and back."
                ),
            ),
            (self.tr("Esc"), self.tr("Back to your hand from anywhere in the window.")),
            (
                self.tr("↑ ↓ in a list"),
                self.tr("Choose an entry (a long list of bids or words); then Tab to Say and Space."),
            ),
        ]
        boards = [
            (
                self.tr("Ulti's bids"),
                self.tr(
                    "Tab through the parts: Space ticks piros, ulti or 4 ász, the arrow keys pick no 100, 40-100 or "
                    "20-100 and the betli or durchmars grade, or choose a whole bid from All legal bids with ↑ ↓; "
                    "then the Bid button (Space, or its digit)."
                ),
            ),
            (
                self.tr("NJET's board"),
                self.tr("Tab to the board; the arrow keys move over the spaces you may cover, Enter covers one."),
            ),
            (
                self.tr("Was sticht?'s rows"),
                self.tr(
                    "Tab to the board; the arrow keys move over the cards and task cards you may take; Enter takes one."
                ),
            ),
            (
                self.tr("MÜ's auction"),
                self.tr("Select the cards to lay face up with Enter on the hand, then Done or Pass with its digit."),
            ),
            (
                self.tr("Meinz's claims"),
                self.tr(
                    "Claim or Pass with its digit. After a trick you took: Tab to the trick's cards, the arrow keys "
                    "to the one to take, Space; the same for the card to give; then the exchange button."
                ),
            ),
            (self.tr("A finished trick"), self.tr("Any key gathers the trick that waits on the table.")),
            (
                self.tr("The score sheet"),
                self.tr("Enter deals the next deal (or starts a new match), Esc closes the sheet."),
            ),
            (self.tr("Dialogs"), self.tr("Tab between the fields, Space or Enter presses a button, Esc cancels.")),
        ]
        m = self.menus
        window = [
            (_keys(a.shortcuts()), a.text().replace("&", ""))
            for a in (
                m.a_new,
                m.a_open,
                m.a_save,
                m.a_last,
                m.a_sheet,
                m.a_review,
                m.a_hint,
                m.a_undo,
                m.a_full,
                m.a_zoom_in,
                m.a_zoom_out,
                m.a_zoom_reset,
                m.a_rules,
                m.a_quit,
            )
            if a.shortcuts()
        ]
        window.append((self.tr("Alt + a letter"), self.tr("Open a menu by its underlined letter.")))
        return [
            (self.tr("Your hand and the action bar"), hand),
            (self.tr("The games' own controls"), boards),
            (self.tr("The window"), window),
        ]

    def page(self) -> str:
        """The page as HTML."""
        out = [f"<style>{CSS}</style>"]
        for heading, rows in self.sections():
            out.append(f"<h2>{html.escape(heading)}</h2><table>")
            for keys, what in rows:
                out.append(f"<tr><td class='k'>{html.escape(keys)}</td><td>{html.escape(what)}</td></tr>")
            out.append("</table>")
        return "".join(out)

    def retranslate(self) -> None:
        """Every word in the UI language."""
        self.setWindowTitle(self.tr("Keyboard"))
        self.text.setHtml(self.page())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _keys(shortcuts: list[QKeySequence]) -> str:
    """An action's keys as the platform writes them ("Ctrl++, Ctrl+=")."""
    return ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in shortcuts)
