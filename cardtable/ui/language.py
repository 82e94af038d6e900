"""Which language the app starts in: the player's choice, else the system's (Hungarian or English)."""

from __future__ import annotations

LANGUAGES = ("en", "hu")
DEFAULT = "en"
# The human's default name in each language (MainWindow's "You"): a plate showing one of them is relabelled
# when the language changes, a name the player typed is not.
DEFAULT_PLAYER_NAMES = frozenset({"You", "Te"})


def initial_language(setting: str | None, system_locale_name: str) -> str:
    """The UI language: ``setting`` when the player picked one, else Hungarian on a Hungarian system, else English.

    ``system_locale_name`` is what ``QLocale.system().name()`` gives (``hu_HU``), though ``hu-HU``, ``hu_HU.UTF-8``
    and a bare ``hu`` are read the same way; anything unrecognised falls back to English.
    """
    chosen = (setting or "").strip().lower()
    if chosen in LANGUAGES:
        return chosen
    # "", "system", "auto" or a value from a newer/older settings file: follow the system.
    language = (system_locale_name or "").strip().lower().replace("-", "_").split(".")[0].split("_")[0]
    return "hu" if language == "hu" else DEFAULT
