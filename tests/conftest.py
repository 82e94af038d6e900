"""Every test is deterministic: the bots' and the coach's clock caps (a production safety net) are lifted.

A search stops at its sample count, fixed by the level and the budget; the clock
only cuts it short on an overloaded machine — which a loaded CI worker is, so
tests would otherwise depend on timing.
"""

import pytest


@pytest.fixture(autouse=True)
def _no_clock_caps(monkeypatch):
    import cardtable.bots
    import cardtable.coach.ranking

    monkeypatch.setattr(cardtable.bots, "SAFETY_FACTOR", 1e6)
    monkeypatch.setattr(cardtable.coach.ranking, "DEADLINE_S", 1e6)
