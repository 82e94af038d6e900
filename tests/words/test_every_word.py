"""Every string the player can see, walked: seeded random deals of every game, at every seat count and rule set, in
both languages, through every phase — the plates, the prompt, the facts box, the tags, the buttons, the coach's
move labels and reasons, why-not and refusals, the score sheet and the statistics' contract names, the review's
comments, and the command line's ``hint`` / ``review`` / ``hint --review`` text (its frames, rows and summary) —
checked for an action code, an unfilled ``{placeholder}``, a phrase key, a word of the other language and an
internal citation."""

from __future__ import annotations

import contextlib
import io
import random
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtable import cli
from cardtable.cards.deck import get_deck
from cardtable.coach.explain import describe
from cardtable.coach.hint import hint
from cardtable.coach.messages import action_label
from cardtable.coach.reasons import card_facts, sentence
from cardtable.coach.review import review, summary
from cardtable.coach.warn import warn
from cardtable.engine.protocol import Action, IllegalAction, State
from cardtable.engine.record import DealRecord
from cardtable.engine.registry import get, info, names
from cardtable.words import ROLES, of

PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*(?::[A-Za-z]+)?\}")
PHRASE_KEY = re.compile(r"\b(refusal|button|plate|coach|prompt|fact|tag|board|score|part|reason|review|cite|word)\.\w")
INTERNAL_CITATION = re.compile(r"\[HU|\[MCA\]|\[HMU\]|digest|§\d+\(\d+\)")
# words only the other language has, checked as whole words
TELLTALE = {
    "hu": re.compile(r"\b(the|you|your|must|card|cards|trick|tricks|trump|lead|play|not|and|with|is)\b", re.I),
    "en": re.compile(r"\b(és|nincs|kell|vagy|szabály|lapot|ütést|ütés|nálad|licitálj|játssz|tégy|hívás)\b", re.I),
}
SEEDS = 2  # deals per game, seat count and rule set
HINT_EFFORT = 0.02  # the coach's search, as cheap as it goes: its words are checked here, not its ranking
TRIED = 2  # illegal actions tried per position
CLI_AT = 10  # the command line is asked about the deal after this many actions (a short deal to review)


def _codes(game: str) -> re.Pattern[str]:
    """The game's deck codes as whole words (case-sensitive: Hungarian words are not codes)."""
    codes = sorted({c for c in get_deck(info(game).deck).codes if len(c) > 1}, key=len, reverse=True)
    return re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, codes)) + r")(?![\w-])")


def _tables(game: str) -> Iterator[tuple[object, int]]:
    """Every rule set and seat count of ``game``."""
    record = info(game)
    for variant in [v.value for v in record.variants] or [None]:
        for players in record.player_counts:
            yield variant, players


def _state(game: str, variant: object, players: int, seed: int) -> State:
    options: dict[str, object] = {"variant": variant} if variant else {}
    if info(game).seats_option:  # the seat count is a rule of the game (Tarokk's five seats)
        return get(game, players=players, **options).new_deal(seed, dealer=seed % players)
    return get(game, **options).new_deal(seed, dealer=seed % players, players=players)


class Walk:
    """The strings seen in one language, and what is wrong with them."""

    def __init__(self, game: str, lang: str) -> None:
        self.game, self.lang = game, lang
        self.codes = _codes(game)
        self.problems: list[str] = []
        self.seen = 0
        self.machine: set[str] = set()  # the engines' own tokens: "exactly-1", "no-B", "4-asz", "block 5 4"
        self.kinds: set[str] = set()  # the engines' verbs ("done", "reveal"): never a Hungarian word
        self.phases: set[str] = set()

    def learn(self, actions: list[Action]) -> None:
        """Remember the machine tokens of ``actions``: their ASCII hyphenated words and numeric arguments."""
        for a in actions:
            self.kinds.add(a.kind)
            for token in a.arg.split():
                if "-" in token and token.isascii() and not re.fullmatch(r"[\d-]+", token):
                    self.machine.add(token)
            if re.fullmatch(r"\d+( \d+)+", a.arg):
                self.machine.add(a.text)

    def check(self, text: str, where: str) -> None:
        self.seen += 1
        bad = []
        if PLACEHOLDER.search(text):
            bad.append("placeholder")
        if PHRASE_KEY.search(text):
            bad.append("phrase key")
        if self.codes.search(text):
            bad.append(f"card code {self.codes.search(text).group(0)}")  # type: ignore[union-attr]
        found = [t for t in self.machine if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", text)]
        if found or (self.lang == "hu" and text.strip().lower() in self.kinds - {"kontra", "rekontra", "szubkontra"}):
            bad.append(f"action code {found}")
        if INTERNAL_CITATION.search(text):
            bad.append("internal citation")
        m = TELLTALE[self.lang].search(text)
        if m:
            bad.append(f"other language ({m.group(0)!r})")
        if bad:
            self.problems.append(f"{self.game} [{self.lang}] {where}: {', '.join(bad)}: {text!r}")


def _command_line(record: DealRecord, lang: str) -> list[str]:
    """The lines ``cardtable hint``, ``review`` and ``hint --review`` print for ``record`` (a deal in progress)."""
    effort = ["--lang", lang, "--effort", str(HINT_EFFORT)]
    out = io.StringIO()
    with tempfile.TemporaryDirectory() as home, contextlib.redirect_stdout(out):
        path = str(Path(home) / "deal.json")
        Path(path).write_text(record.dumps(), encoding="utf-8")
        for argv in (["hint", path], ["review", path, "--seat", "0"], ["hint", path, "--review", "0"]):
            assert cli.main([*argv, *effort]) == 0, argv
    return [line for line in out.getvalue().splitlines() if line.strip()]


def _walk(game: str, lang: str) -> Walk:
    from cardtable.ui import i18n, texts
    from cardtable.ui.profiles import profile

    i18n.set_language(lang)
    table = profile(game)
    walk = Walk(game, lang)
    first = next(_tables(game))
    for variant, players in _tables(game):
        table.names = ["Anna", "Bence", "Csilla", "Dani", "Emma", "Feri"][:players]
        for seed in range(SEEDS):
            rng = random.Random(f"{game}/{variant}/{players}/{seed}")
            state = _state(game, variant, players, seed)
            seen_actions: dict[str, Action] = {}
            hinted = None
            steps = 0
            while state.to_move is not None and steps < 600:
                if steps == CLI_AT and seed == 0 and (variant, players) == first:
                    for line in _command_line(DealRecord.from_state(state), lang):
                        walk.check(line, f"{variant or ''}/{players} command line")
                steps += 1
                view = state.view(state.to_move)
                legal = state.legal_actions()
                walk.learn(legal)
                unworded = [(a.text, r) for a in legal for r in ROLES if not of(game).worded(a, r)]
                if unworded:
                    walk.problems.append(f"{game} no phrase for {unworded[:3]}")
                for a in legal:
                    seen_actions.setdefault(a.text, a)
                where = f"{variant or ''}/{players} seed {seed} {view.phase}"
                walk.phases.add(str(view.phase))
                if not of(game).has(f"phase.{view.phase}"):
                    walk.problems.append(f"{game} no phase name for {view.phase}")
                shown = [table.prompt(view), *table.plate_words(view), *table.tags(view, view.seat, view.seat)]
                shown += [w for pair in table.facts(view) for w in pair]
                shown.append(texts.phase_name(view.phase, game))
                if any(a.kind in table.select_kinds for a in legal):  # the selection's button, as the panel words it
                    for n in range(3):
                        picked = list(view.hand[:n])
                        shown.append(table.select_button(view, picked) or table.discard_label(n))
                for a in rng.sample(legal, min(12, len(legal))):
                    shown += [table.action_label(a), table.action_said(a), action_label(game, a, lang)]
                plays = [a for a in legal if a.kind == "play"]
                if plays and view.seat == view.to_move:
                    code = of(game).codes(plays[0])[0]
                    shown.append(sentence(card_facts(view, code, len(plays)), lang, game))
                if view.phase != hinted and len(legal) > 1:  # the coach once per phase: its labels and reasons
                    hinted = view.phase
                    hints = hint(view, lang, effort=HINT_EFFORT, seed=seed)
                    shown += [t for h in hints for t in (h.label, h.reason)]
                    warned = warn(view, hints[-1].action, lang, threshold=0.0, hints=hints)
                    shown += [warned.text] if warned else []
                for text in shown:
                    walk.check(text, where)
                tried = [a for t, a in seen_actions.items() if a not in legal]
                for a in rng.sample(tried, min(TRIED, len(tried))):
                    try:
                        state.apply(a)
                    except IllegalAction as e:
                        walk.check(table.refusal(e), f"{where} refusal {e.key}")
                        walk.check(describe(e, game, a, lang, view).text, f"{where} why-not {e.key}")
                    else:  # pragma: no cover - a listed action the state refused to list
                        raise AssertionError(f"{a.text!r} applied but was not legal")
                state.apply(rng.choice(legal))
            if seed == 0 and (variant, players) == first:  # the deal review of one deal, in both languages
                record = DealRecord.from_state(state)
                steps_of = review(record, 0, lang, effort=HINT_EFFORT)
                shown = [st.comment for st in steps_of] + [summary(steps_of, game, lang)]
                shown += [h.reason for st in steps_of for h in st.hints]
                for text in shown:
                    walk.check(text, f"{variant or ''}/{players} review")
            result = state.result()
            for line in result.lines:
                walk.check(table.settlement_line(line, table.names, 0), f"{variant or ''}/{players} score sheet")
            for seat in range(players):
                for contract, _made in table.deal_contracts(result, seat):
                    walk.check(table.contract_name(contract), f"{variant or ''}/{players} statistics")
    return walk


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("game", names())
def test_every_string_the_player_sees_is_in_his_language(qapp, game, lang):
    walk = _walk(game, lang)
    assert walk.seen > 200
    assert walk.problems[:40] == []
