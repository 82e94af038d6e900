"""The bot worker answers in another process: by ProcessPoolExecutor, and as a JSON-lines server."""

import json
import subprocess
import sys

import pytest

from cardtable import games
from cardtable.ui.bot_worker import BotRequest, choose, request_from_json, request_to_json


def _request(level="random"):
    state = games.get("ecarte").new_deal(5)
    seat = state.to_move
    legal = [a.text for a in state.legal_actions()]
    return BotRequest("ecarte", {}, state.view(seat), legal, level, seed=1), legal


def test_choose_returns_a_legal_action_without_qt():
    req, legal = _request()
    assert choose(req) in legal
    code = "import sys, cardtable.ui.bot_worker; sys.exit(any(m.startswith('PySide6') for m in sys.modules))"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_the_json_lines_server_answers_each_request():
    req, legal = _request()
    lines = request_to_json(req) + "\n" + '{"not": "a request"}\n'
    proc = subprocess.run(
        [sys.executable, "-m", "cardtable.ui.bot_worker"], input=lines, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
    first, second = (json.loads(x) for x in proc.stdout.splitlines())
    assert first["action"] in legal
    assert "error" in second


def _tables():
    from cardtable.engine import registry

    return [(i.name, str(v.value), n) for i in registry.infos() for v in i.variants for n in i.player_counts]


@pytest.mark.parametrize(("name", "variant", "players"), _tables(), ids=lambda x: str(x) or "-")
def test_the_json_protocol_carries_every_view_whole(name, variant, players):
    """A view sent as JSON comes back equal: its actions typed again, its facts (int-keyed maps too) as sent."""
    import random

    from cardtable.engine import registry

    seats = players if registry.info(name).seats_option else None
    options = {k: v for k, v in (("variant", variant or None), ("players", seats)) if v is not None}
    game = games.get(name, **options)
    rng = random.Random(3)
    for seed in range(2):
        state = game.new_deal(seed, players=players)
        while not state.is_over:
            for seat in range(players):
                view = state.view(seat)
                req = BotRequest(name, options, view, [a.text for a in view.legal_actions], "random", seed=1)
                assert request_from_json(request_to_json(req)) == req
            state.apply(rng.choice(state.legal_actions()))
