"""The About box: name, version, what the program is, its licence, where the art comes from, the rules."""

from __future__ import annotations

import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QEvent, Qt, Signal, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from cardtable import __version__
from cardtable.ui.look import icon_heading, named

LICENCE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"


class AboutDialog(QDialog):
    """About cardtable."""

    rules_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setMinimumWidth(460)
        self.name = named(QLabel(), "aboutName")
        self.version = named(QLabel(), "aboutVersion")
        self.description = named(QLabel(), "aboutDescription")
        self.description.setWordWrap(True)
        self.art = named(QLabel(), "aboutArt")
        self.art.setWordWrap(True)
        self.licence = named(QLabel(), "aboutLicence")
        self.licence.setWordWrap(True)
        self.licence.setOpenExternalLinks(True)
        self.rules = named(QLabel(), "aboutRules")
        self.rules.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.rules.linkActivated.connect(self._open_rules)
        self.runtime = named(QLabel(), "aboutRuntime")
        self.runtime.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)

        top = icon_heading(self.name, self.version, icon_px=64, text_spacing=0, spacing=16)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        layout.setSpacing(10)
        layout.addLayout(top)
        for label in (self.description, self.art, self.licence, self.rules, self.runtime):
            layout.addWidget(label)
        layout.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text again (creation and language change)."""
        self.setWindowTitle(self.tr("About cardtable"))
        self.name.setText("<span style='font-size:18pt; font-weight:600'>cardtable</span>")
        self.version.setText(self.tr("Version %1").replace("%1", __version__))
        self.description.setText(
            self.tr("Trick-taking card games against computer players, with a coach that explains.")
        )
        self.art.setText(self.tr("All card art — faces, backs and icons — is drawn by the program itself."))
        self.licence.setText(
            self.tr(
                'Free software under the <a href="%1">GNU General Public License, version 3 or later</a>. '
                "It comes with no warranty."
            ).replace("%1", LICENCE_URL)
        )
        self.rules.setText('<a href="rules">' + self.tr("Read the rules of the games") + "</a>")
        self.runtime.setText(
            f"<span style='color:#6b6256'>Python {platform.python_version()} · PySide6 {pyside_version}"
            f" · Qt {qVersion()}</span>"
        )

    def _open_rules(self, _link: str = "") -> None:
        """Close and hand over to the app's rules browser (the app connects ``rules_requested``)."""
        self.accept()
        self.rules_requested.emit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
