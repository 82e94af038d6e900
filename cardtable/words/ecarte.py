"""Écarté's words: the Nemzeti Casino's rules cited by paragraph ("Nemzeti Casino 35. §")."""

from __future__ import annotations

import re

from cardtable.words.game import GameWords

_PARAGRAPHS = re.compile(r"^§+\s*(\d+)(?:\s*[-–]\s*(\d+))?$")


class EcarteWords(GameWords):
    """Écarté's words."""

    def cite(self, rule: str, lang: str) -> str:
        """ "§35" -> "Nemzeti Casino 35. §", "§§36-37" -> "Nemzeti Casino 36–37. §"."""
        m = _PARAGRAPHS.match(rule.strip())
        if not m:
            return rule
        n = m.group(1) if m.group(2) is None else f"{m.group(1)}–{m.group(2)}"
        return self.say("cite.paragraph", lang, n=n)


WORDS = EcarteWords("ecarte")
