"""The bot worker answers in another process: by ProcessPoolExecutor, and as a JSON-lines server."""

import json
import subprocess
import sys

from cardtable import games
from cardtable.ui.bot_worker import BotRequest, choose, request_to_json


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
