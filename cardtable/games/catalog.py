"""The record of every game (``cardtable.engine.registry.GameInfo``), in the order the program offers them.

Importing this module registers the games; it imports no engine, no bot and no Qt.
"""

from __future__ import annotations

from cardtable.engine.registry import Choice, GameInfo, MatchKind, RuleOption, Text, register

ON_OFF = (Choice(False, Text("off", "ki")), Choice(True, Text("on", "be")))

ULTI = register(
    GameInfo(
        name="ulti",
        engine="cardtable.games.ulti",
        title=Text("Ulti", "Ulti"),
        description=Text(
            "Three players, Hungarian cards: bid, take the talon, play for ulti, 40-100, betli or durchmars.",
            "Három játékos, magyar kártya: licit, talonfelvétel, ulti, 40-100, betli vagy durchmars.",
        ),
        deck="hungarian32",
        min_players=3,
        max_players=3,
        default_players=3,
        zero_sum=True,
        bot_policy="cardtable.bots.ulti",
        table_profile="cardtable.ui.profiles.ulti",
        coach_profile="cardtable.coach.profiles.ulti",
        rules_page="ulti",
        variants=(
            Choice(
                "mausz",
                Text("MAUSZ rules", "MAUSZ-szabályok"),
                Text(
                    "Three players, Hungarian cards: bid, take the talon, play for ulti, 40-100, betli or "
                    "durchmars. Tournament rules.",
                    "Három játékos, magyar kártya: licit, talonfelvétel, ulti, 40-100, betli vagy durchmars. "
                    "Versenyszabályok.",
                ),
            ),
            Choice(
                "4m",
                Text("4M rules", "4M-szabályok"),
                Text(
                    "The same game under the 4M house rules: other prices, kontra without a limit and the Ablak pot.",
                    "Ugyanez a játék a 4M házi szabályai szerint: más árak, korlátlan kontra és ablak.",
                ),
            ),
        ),
        match_kinds=(MatchKind("deals", 9), MatchKind("target", 100)),
        auto_actions=("announce",),  # 20 and 40: the marriages a player holds
    )
)

ECARTE = register(
    GameInfo(
        name="ecarte",
        engine="cardtable.games.ecarte",
        title=Text("Écarté", "Écarté"),
        description=Text(
            "Two players, French cards: propose an exchange or stand, mark the king, first to five points.",
            "Két játékos, francia kártya: proponálás vagy csere nélküli játék, királyjelzés, öt pontig.",
        ),
        deck="piquet32",
        min_players=2,
        max_players=2,
        default_players=2,
        zero_sum=False,  # the deal's points go to its winner only
        bot_policy="cardtable.bots.ecarte",
        table_profile="cardtable.ui.profiles.ecarte",
        coach_profile="cardtable.coach.profiles.ecarte",
        rules_page="ecarte",
        variants=(Choice("", Text("Nemzeti Casino rules", "Nemzeti Casino szabályai")),),
        match_kinds=(MatchKind("target", 5, choices=(5, 7, 11), as_rule=True),),
        auto_actions=("king",),  # marking the king held
    )
)

TAROKK = register(
    GameInfo(
        name="tarokk",
        engine="cardtable.games.tarokk",
        title=Text("Tarokk", "Tarokk"),
        description=Text(
            "Four or five players, the illustrated tarokk deck: bid for the talon, call a partner by a tarokk, "
            "announce figures, say kontra.",
            "Négy-öt játékos, 42 lapos illusztrált tarokk: licit a talonért, partnerhívás tarokkal, "
            "bemondások, kontrák.",
        ),
        deck="tarokk42",
        min_players=4,
        max_players=5,
        default_players=4,
        zero_sum=True,
        bot_policy="cardtable.bots.tarokk",
        table_profile="cardtable.ui.profiles.tarokk",
        coach_profile="cardtable.coach.profiles.tarokk",
        rules_page="tarokk",
        variants=(Choice("", Text("BTE 2016 rules", "BTE 2016-os szabályzat")),),
        match_kinds=(MatchKind("deals", 8), MatchKind("target", 100)),
        seats_option=True,  # five seats: the dealer sits out (a rule of the game, not only of a deal)
        # no auto_actions: a Tarokk announcement is a decision, never made for the player
    )
)

MU = register(
    GameInfo(
        name="mu",
        engine="cardtable.games.mu",
        title=Text("MÜ", "MÜ"),
        description=Text(
            "Three to six players: bid by laying cards face up, the chief names trump and a partner, "
            "the vice a second trump.",
            "Három–hat játékos: licit kártyák felfordításával, a főnök adut és partnert választ, "
            "a helyettes második adut.",
        ),
        deck="mu60",
        min_players=3,
        max_players=6,
        default_players=4,
        zero_sum=False,
        bot_policy="cardtable.bots.mu",
        table_profile="cardtable.ui.profiles.mu",
        coach_profile="cardtable.coach.profiles.mu",
        rules_page="mu",
        rule_options=(
            RuleOption("bonus_cap", Text("Success bonus capped at 100", "A sikerbónusz legfeljebb 100"), ON_OFF, False),
        ),
        match_kinds=(MatchKind("target", 200, limits=(50, 1000)),),
    )
)

NJET = register(
    GameInfo(
        name="njet",
        engine="cardtable.games.njet",
        title=Text("NJET", "NJET"),
        description=Text(
            "Two to five players: block the choices on the board — trump, super-trump, discards, start player, "
            "points — then play in teams.",
            "Kettő–öt játékos: tiltókorongokkal döntenek a tábla soráról — adu, szuperadu, dobás, kezdő, "
            "pontérték —, aztán csapatban játszanak.",
        ),
        deck="njet60",
        min_players=2,
        max_players=5,
        default_players=4,
        zero_sum=False,
        bot_policy="cardtable.bots.njet",
        table_profile="cardtable.ui.profiles.njet",
        coach_profile="cardtable.coach.profiles.njet",
        rules_page="njet",
        rule_options=(
            RuleOption(
                "equal_cards",
                Text("Equal cards in a trick", "Azonos értékű lapok az ütésben"),
                (
                    Choice(
                        "earlier",
                        Text("the earlier played wins (Hungarian rules)", "az előbb lerakott erősebb (magyar szabály)"),
                    ),
                    Choice(
                        "later",
                        Text(
                            "the later played wins (English and German editions)",
                            "a később lerakott erősebb (angol és német kiadás)",
                        ),
                    ),
                ),
                "earlier",
            ),
        ),
        match_kinds=(),  # the game's own length: every seat deals equally often (§3.3)
    )
)

MEINZ = register(
    GameInfo(
        name="meinz",
        engine="cardtable.games.meinz",
        title=Text("Meinz", "Meinz"),
        description=Text(
            "Three or four players: claim the tricks you want, swap a card with each trick you take; "
            "the highest and the lowest sum score.",
            "Három-négy játékos: jelentsd be, melyik ütést viszed, cserélj egy lapot az ütésből; "
            "a legnagyobb és a legkisebb összeg ér pontot.",
        ),
        deck="numbers36",
        min_players=3,
        max_players=4,
        default_players=4,
        zero_sum=False,
        bot_policy="cardtable.bots.meinz",
        table_profile="cardtable.ui.profiles.meinz",
        coach_profile="cardtable.coach.profiles.meinz",
        rules_page="meinz",
        match_kinds=(),  # eight rounds (§5.4)
    )
)

WAS_STICHT = register(
    GameInfo(
        name="was-sticht",
        engine="cardtable.games.was_sticht",
        title=Text("Was sticht?", "Was sticht?"),
        description=Text(
            "Three or four players: draft your tasks, learn the trumps in secret, and fulfil one task per round.",
            "Három-négy játékos: válogasd ki a feladataidat, titokban tudd meg az adut, és teljesíts körönként egyet.",
        ),
        deck="numbers36",
        min_players=3,
        max_players=4,
        default_players=4,
        zero_sum=False,
        bot_policy="cardtable.bots.was_sticht",
        table_profile="cardtable.ui.profiles.was_sticht",
        coach_profile="cardtable.coach.profiles.was_sticht",
        rules_page="was-sticht",
        match_kinds=(),  # until a player has returned all four tasks (§4.4)
    )
)
