"""§§40, 41, 43: tricks, vole and the two 2-point penalties on the original deal."""

from cardtable.games.ecarte.scoring import trick_score

# Clubs are trumps (turn-up C7), the trump king stays in the talon; dealer seat 0, non-dealer seat 1.
STRONG = ["CQ", "CJ", "CA", "C10", "C9"]
WEAK = ["H7", "H8", "H9", "D7", "D8"]
# Three tricks for the non-dealer, two for the dealer.
ND_THREE = ["CQ", "CJ", "CA", "H7", "H8"]
DL_TWO = ["H9", "H10", "D7", "D8", "S7"]
THREE_TWO = [
    "play CQ",
    "play D7",
    "play CJ",
    "play D8",
    "play CA",
    "play S7",
    "play H7",
    "play H9",
    "play H10",
    "play H8",
]


def _play_out(state, moves=()):
    for m in moves:
        state.apply(m)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return state.result()


def _parts(result):
    return [(ln.part, ln.payee, ln.amount) for ln in result.lines]


def test_scoring_three_tricks_one_point(deal):
    result = _play_out(deal(ND_THREE, DL_TWO, "C7", talon=["CK"], actions=["stand"]), THREE_TWO)
    assert result.details["tricks"] == [2, 3]
    assert result.points == [0, 1]
    assert _parts(result) == [("tricks", 1, 1)]


def test_scoring_vole(deal):
    result = _play_out(deal(STRONG, WEAK, "C7", talon=["CK"], actions=["stand"]))
    assert result.details["tricks"] == [0, 5]
    assert result.points == [0, 2]
    assert _parts(result) == [("vole", 1, 2)]


def test_scoring_vole_with_king(deal):
    result = _play_out(deal(["CK", *STRONG[:4]], WEAK, "C7", actions=["stand"]))
    assert result.points == [0, 3]
    assert _parts(result) == [("king", 1, 1), ("vole", 1, 2)]
    assert result.lines[0].payer == -1 and result.lines[1].payer == -1


def test_penalty_dealer_refused_first_proposal(deal):
    result = _play_out(deal(ND_THREE, DL_TWO, "C7", talon=["CK"], actions=["propose", "refuse"]), THREE_TWO)
    assert result.points == [0, 2]
    assert _parts(result) == [("penalty-refused", 1, 2)]
    assert result.details["dealer_refused_first"] is True


def test_penalty_refused_with_vole_is_still_two(deal):
    result = _play_out(deal(STRONG, WEAK, "C7", talon=["CK"], actions=["propose", "refuse"]))
    assert result.points == [0, 2] and _parts(result) == [("penalty-refused", 1, 2)]


def test_refusing_dealer_who_wins_scores_normally(deal):
    result = _play_out(deal(WEAK, STRONG, "C7", talon=["CK"], actions=["propose", "refuse"]))
    assert result.points == [2, 0] and _parts(result) == [("vole", 0, 2)]


def test_penalty_autorite_non_dealer_played_without_proposing(deal):
    moves = [
        "play H9",
        "play H7",
        "play H10",
        "play H8",
        "play D7",
        "play CQ",
        "play CJ",
        "play D8",
        "play CA",
        "play S7",
    ]
    result = _play_out(deal(DL_TWO, ND_THREE, "C7", talon=["CK"], actions=["stand"]), moves)
    assert result.details["tricks"] == [3, 2]
    assert result.points == [2, 0]
    assert _parts(result) == [("penalty-autorite", 0, 2)]
    assert result.details["played_without_proposing"] is True


def test_standing_after_an_exchange_is_no_autorite(deal):
    state = deal(WEAK, STRONG, "C7", talon=["S7"], actions=["propose", "accept", "discard H7", "discard", "stand"])
    result = _play_out(state)
    assert result.details["played_without_proposing"] is False
    assert result.points == [2, 0] and _parts(result) == [("vole", 0, 2)]


def test_non_dealer_who_stands_and_wins_scores_normally(deal):
    result = _play_out(deal(ND_THREE, DL_TWO, "C7", talon=["CK"], actions=["stand"]), THREE_TWO)
    assert result.points == [0, 1]


def test_trick_score_table():
    # (tricks, dealer, autorite, refused_first) -> (seat, part, points)
    assert trick_score([3, 2], 0, False, False) == (0, "tricks", 1)
    assert trick_score([4, 1], 1, False, False) == (0, "tricks", 1)
    assert trick_score([0, 5], 0, False, False) == (1, "vole", 2)
    assert trick_score([2, 3], 0, False, True) == (1, "penalty-refused", 2)
    assert trick_score([3, 2], 0, False, True) == (0, "tricks", 1)
    assert trick_score([3, 2], 0, True, False) == (0, "penalty-autorite", 2)
    assert trick_score([5, 0], 0, True, False) == (0, "penalty-autorite", 2)
    assert trick_score([2, 3], 0, True, False) == (1, "tricks", 1)
    assert trick_score([2, 2], 0, False, False) is None


def test_result_is_not_zero_sum_and_the_game_says_so(deal):
    state = deal(STRONG, WEAK, "C7", talon=["CK"], actions=["stand"])
    assert state.game.zero_sum is False
    assert sum(_play_out(state).points) == 2
