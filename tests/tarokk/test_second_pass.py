"""Issue 12, the second reading of the seed (BTE 2016, seeds/003): tarokk count as a side item (§6.1),
partners known after an invit game's call (§3.3, §3.9), the §6.3 waiver, refusals citing the seed."""

import ast
from pathlib import Path

import pytest

from cardtable.engine.protocol import IllegalAction
from cardtable.games import tarokk
from cardtable.games.tarokk.citations import RULES
from cardtable.games.tarokk.scenario import deal, run

PACKAGE = Path(tarokk.__file__).parent
DOC_HOLDERS = (ast.Module, ast.FunctionDef, ast.ClassDef)


def _is_doc(node):
    first = node.body[0]
    return isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str)


def refused(s, text):
    before = s.view(s.to_move)
    with pytest.raises(IllegalAction) as e:
        s.apply(text)
    assert s.view(before.seat) == before  # a refused action changes nothing
    return e.value


def test_bte_8_1_refusals_cite_the_seed_never_the_digest():
    """Every refusal cites a BTE section; no message of the package mentions "digest §"."""
    assert all(r.startswith("BTE §") for r in RULES.values())
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(n.body[0].value) for n in ast.walk(tree) if isinstance(n, DOC_HOLDERS) and n.body and _is_doc(n)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
                assert "digest" not in node.value, (path.name, node.value)
    s = deal({0: "HK HQ HC HJ HA DK DQ DC DJ"})
    e = refused(s, "bid 3")  # only an honour holder bids
    assert e.key == "no-honour" and e.rule == "BTE §3.1"
