"""Model keys become words: every refusal key the engines use has a text, settlement lines read naturally."""

import re
from pathlib import Path

import pytest

from cardtable.engine.protocol import IllegalAction, Line
from cardtable.ui import texts
from cardtable.ui.profiles import profile
from tests.actions import typed

GAMES = Path(__file__).resolve().parents[2] / "cardtable" / "games"


def engine_refusal_keys(offered=None):
    """The message keys of the refusals of the games the table offers (other games fall back to the engine's words).

    The citation tables name every key a refusal may carry (card duties are computed, e.g. "must-follow"), less
    the ones only ever given as ``cite=``: those pick the rule section to quote, the words come from the message key.
    """
    from cardtable.engine.registry import info
    from cardtable.games.ulti.citations import FOUR_M, MAUSZ

    OFFERED = [info(g).engine.rsplit(".", 1)[1] for g in (offered or ["ulti", "ecarte", "tarokk"])]

    keys, cited = set(), set()
    for path in [p for g in OFFERED for p in (GAMES / g).rglob("*.py")] + list(GAMES.parent.glob("engine/*.py")):
        text = path.read_text(encoding="utf-8")
        keys |= set(re.findall(r'[^_]key="([a-z0-9-]+)"', text))
        keys |= set(re.findall(r'_refuse\(\s*"([a-z0-9-]+)"', text))
        cited |= set(re.findall(r'cite\s*=\s*"([a-z0-9-]+)"', text))
    if "ulti" not in OFFERED:
        return keys
    return keys | ((set(MAUSZ) | set(FOUR_M)) - (cited - keys))


@pytest.mark.parametrize("game", ["ulti", "ecarte"])
def test_every_refusal_key_has_a_phrase(game):
    from cardtable.words import of

    keys = engine_refusal_keys([game]) - {"announce-forbidden-betli", "announce-forbidden-durchmars"}  # cited only
    assert "not-in-hand" in keys or "card-not-in-hand" in keys
    assert sorted(k for k in keys if not of(game).has(f"refusal.{k}")) == []


@pytest.mark.parametrize("game", ["ulti", "ecarte", "tarokk", "mu", "njet", "meinz", "was-sticht"])
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_every_refusal_of_every_game_is_worded_by_its_profile(game, lang):
    """No refusal falls back to the engine's own (English) message: the game's profile words every key."""
    from cardtable.ui import i18n
    from cardtable.ui.profiles import profile

    i18n.set_language(lang)
    try:
        raw = "\x00engine words"
        missing = [
            k for k in sorted(engine_refusal_keys([game])) if profile(game).refusal(IllegalAction(raw, key=k)) == raw
        ]
    finally:
        i18n.set_language("en")
    assert missing == []


def test_a_refusal_names_the_card_and_the_rule():
    err = IllegalAction("x", rule="§35", key="discard-count", least=1, most=5)
    assert profile("ecarte").refusal(err) == "Exchange between 1 and 5 cards. (rule: Nemzeti Casino 35. §)"
    err = IllegalAction("x", rule="MAUSZ §6(3)", key="not-in-hand", card="ZU")
    assert profile("ulti").refusal(err) == "You do not hold the Leaves Under. (rule: MAUSZ 6. § (3))"
    # a key no phrasebook has is still refused in the player's words, never the engine's
    unknown = IllegalAction("Plain engine words.", key="brand-new-key")
    assert profile("ulti").refusal(unknown) == "That is not allowed now."


def test_settlement_lines_in_words():
    names = ["You", "Anna", "Bence"]
    won = Line("ulti", True, 4, 2, payer=1, payee=0, amount=8)
    assert profile("ulti").settlement_line(won, names, human=0) == (
        "ulti (last trick with the trump 7) — won ×2 (kontra): Anna pays you 8"
    )
    lost = Line("40-100", False, 4, 1, payer=0, payee=2, amount=4)
    assert (
        profile("ulti").settlement_line(lost, names, human=0)
        == "40-100 (100 with the trump 40) — lost: you pay Bence 4"
    )
    king = Line("king", True, 1, 1, payer=-1, payee=1, amount=1, note="king-turn-up")
    assert profile("ecarte").settlement_line(king, names, human=0) == "the trump king (turned up): Anna scores 1"


def test_action_labels_and_contract_names():
    assert profile("ecarte").action_label(typed("ecarte", "discard H7 S8")) == "Discard 2 cards"
    assert profile("ulti").action_label(typed("ulti", "kontra 4-asz")) == "Kontra 4 ász"
    assert profile("ulti").action_label(typed("ulti", "announce 20 T")) == "Announce 20 in Bells"
    assert texts.contract_name("piros 40-100 ulti teritett-durchmars") == "piros 40-100 ulti terített durchmars"
    assert profile("ecarte").action_said(None) == "exchanged cards"
    assert (
        profile("ulti").action_said(typed("ulti", "announce 20 T")) == "announced 20 Bells"
    )  # a 20 names its suit (issue 15 #1)


def _facts(game: str, **changed):
    """A fresh deal's public facts of ``game`` with ``changed`` put in."""
    from dataclasses import replace

    from cardtable import games

    return replace(games.get(game).new_deal(seed=1).view(0).facts, **changed)


def test_a_plate_keeps_every_word_of_the_deal_with_the_20s_suit_and_the_exchange_count(qtbot):
    """Issue 15 #1: "20 tök" + "40" stay on the plate; Écarté shows the exchange count and the king mark."""
    from cardtable import games
    from cardtable.engine.protocol import View
    from cardtable.ui.profiles import profile

    def view(game, players, history, seats, extra):
        return View(
            game,
            "",
            0,
            players,
            0,
            "play",
            1,
            [],
            [],
            None,
            None,
            {},
            [None if t is None else games.get(game).parse_action(t) for t in history],  # a view carries Actions
            seats,
            [],
            [0] * players,
            [0] * players,
            None,
            _facts(game, **extra),
            deck_name=games.get(game).deck.name,
        )

    words = profile("ulti").plate_words(
        view("ulti", 3, ["bid passz", "announce 20 T", "announce 40", "kontra parti"], [0, 0, 0, 1], {})
    )
    assert words[0] == "bid passz · announced 20 Bells · announced 40"
    assert words[1] == "kontra parti"
    ec = view(
        "ecarte",
        2,
        ["propose", "accept", "discard H7 S8", None, "stand"],
        [1, 0, 1, 0, 1],
        {
            "exchanges": [{"seat": 1, "discarded": 2}, {"seat": 0, "discarded": 3}],
            "king_marks": [{"seat": 0, "how": "auto"}],
        },
    )
    said = profile("ecarte").plate_words(ec)
    assert said[1] == "proposed · exchanged 2 · stood"
    assert said[0] == "accepted · exchanged 3 · king marked +1"


def test_the_ulti_facts_box_lists_every_kontrad_part_with_its_level_and_who_said_it(qtbot):
    """Issue 15 #1: kontra levels per part at a glance."""
    from cardtable.engine.protocol import View
    from cardtable.ui.profiles import profile

    ulti = profile("ulti")
    ulti.names = ["You", "Anna", "Bence"]
    extra = {"kontra": {"parti": {1: 4, 2: 1}, "ulti": {1: 1, 2: 2}, "betli": {1: 1, 2: 1}}, "declarer": 0}
    view = View(
        "ulti",
        "mausz",
        0,
        3,
        0,
        "play",
        1,
        [],
        [],
        "P",
        "piros passz ulti",
        {},
        [],
        [],
        [],
        [10] * 3,
        [0] * 3,
        None,
        _facts("ulti", **extra),
        deck_name="hungarian32",
    )
    facts = dict(ulti.facts(view))
    assert facts["Kontra"] == "parti: Anna ×4; ulti: Bence ×2"
