"""The rules half of the game contract (issue 24): each hook of
:class:`rules.game_hooks.GameHooks` is what the cross-game module asks, for a built-in
game and for one registered from outside (Hearts, ``tests/fifth_game``)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from decimal import Decimal

import pytest

from rules.doubts import deal_doubts
from rules.errors import RuleViolation
from rules.from_cards import answer, solvable_games
from rules.game_hooks import GameHooks, HooksAt, RecordTally
from rules.ledger import JSON, Scored
from rules.player_records import game_record, sitting_outcome
from rules.registry import BUILT_IN, SettleBy, find_entry, games, register, unregister
from rules.running_totals import Tally
from rules.session import Session, new_session, score, with_json_deals
from rules.settlement import sitting_nets
from tests.fifth_game.rules import ENTRY as HEARTS
from tests.fifth_game.rules.engine import Hearts
from tests.fifth_game.rules.reasons import RULE_IDS

TWO_DEALS = [
    {"dealer": "Anna", "taken": {"Anna": 15, "Boris": 5, "Vera": 6}},
    {"dealer": "Boris", "taken": {"Anna": 0, "Boris": 13, "Vera": 13}},
]


@pytest.fixture
def hearts() -> Iterator[None]:
    register(HEARTS)
    yield
    unregister("hearts")


def _hearts_sheet() -> tuple[Session, Scored]:
    session = new_session("hearts", ["Anna", "Boris", "Vera"], {})
    session = with_json_deals(session, TWO_DEALS)
    return session, score(session)


def test_every_built_in_game_names_its_hooks_module() -> None:
    """A built-in game's hooks live in ``rules/<game>/hooks.py`` and load on first use."""
    for entry in games():
        assert isinstance(entry.hooks, HooksAt), entry.name
        assert entry.hooks.module == f"{BUILT_IN[games().index(entry)]}.hooks"
        assert isinstance(entry.game_hooks(), GameHooks)


def test_the_charts_hook() -> None:
    """Three Bugs charts the line below, then the total (issue 16, "Charts"); Preferans
    none of the shared tallies (its three areas do not add up, preferans.md [ruling] 22);
    the others (and a game that says nothing) the total only."""
    charts = {entry.name: entry.game_hooks().charts for entry in games()}
    assert charts == {
        "three-bugs": (Tally.BELOW, Tally.TOTAL),
        "stukolka": (Tally.TOTAL,),
        "gin": (Tally.TOTAL,),
        "rummy": (Tally.TOTAL,),
        "preferans": (Tally.NET,),
    }
    assert GameHooks().charts == (Tally.TOTAL,)


def test_the_from_cards_hook_decides_which_games_are_solved(hearts: None) -> None:
    """The built-in solvers are gin, rummy and Three Bugs (issue 18); Hearts has none and
    is refused with the same one line as any game that has none; a game registered with
    a solver is answered by it."""
    assert solvable_games() == ("gin", "rummy", "three-bugs")
    with pytest.raises(RuleViolation, match="game 'hearts' is not one of gin, rummy, three-bugs"):
        answer({"game": "hearts", "cards": []})

    def count_hearts(request: Mapping[str, JSON]) -> dict[str, JSON]:
        cards = request.get("cards")
        assert isinstance(cards, list)
        return {"taken": sum(13 if card == "QS" else 1 for card in cards if card != "AS")}

    engine = Hearts("hearts-solved", RULE_IDS)
    hooks = GameHooks(from_cards=count_hearts)
    solved = replace(HEARTS, name=engine.name, engine=engine, hooks=hooks, settle_by=None)
    register(solved)
    try:
        assert "hearts-solved" in solvable_games()
        assert answer({"game": "hearts-solved", "cards": ["QS", "2H", "AS"]}) == {"taken": 14}
    finally:
        unregister("hearts-solved")


@pytest.mark.parametrize(
    ("players", "in_hand", "doubted"),
    [
        # gin-family.md, "Rummy for 2–8": 13 cards each at two, pictures 10 → 130 at most.
        (["A", "B"], {"A": 130, "B": 0}, []),
        (["A", "B"], {"A": 131, "B": 0}, ["A left 131 in hand; 13 cards count 130 at most."]),
        # 7 cards each at more than two → 70.
        (["A", "B", "C"], {"A": 70, "B": 71, "C": 0}, [
            "B left 71 in hand; 7 cards count 70 at most."
        ]),
    ],
)  # fmt: skip
def test_the_doubts_hook_of_rummy(
    players: list[str], in_hand: dict[str, int], doubted: list[str]
) -> None:
    """The engine's "may I?": a hand left above what its cards can count. The engine
    itself accepts the deal (only the packs' 340 bound it), so the doubt is a question."""
    session = new_session("rummy", players, {})
    record = {"melded": dict.fromkeys(players, 0), "in_hand": in_hand}
    doubts = deal_doubts(session, record)
    assert [doubt.detail() for doubt in doubts] == doubted
    assert all(doubt.field == "in_hand" for doubt in doubts)
    score(with_json_deals(session, (record,)))  # accepted all the same


def test_a_game_without_doubts_has_none() -> None:
    session = new_session("stukolka", ["A", "B", "C"], {})
    assert deal_doubts(session, {"dealer": "A", "knocked": []}) == ()


def test_the_record_hooks_of_a_game_from_outside(hearts: None) -> None:
    """Hearts counts the penalty points a player took and his clean deals: Anna 15 + 0
    and one clean deal, Boris 5 + 13 and none."""
    session, scored = _hearts_sheet()
    anna = sitting_outcome(session, scored, "Anna")
    boris = sitting_outcome(session, scored, "Boris")
    assert dict(anna.counts) == {"taken": 15, "clean": 1}
    record = game_record("hearts", [anna, anna, boris])
    assert record.facts == (("penalties-taken", 48), ("clean-deals", 2))
    assert record.fact("clean-deals") == 2 and record.fact("gins") is None


def test_a_game_with_no_record_hooks_has_no_facts() -> None:
    tally = RecordTally(counts={}, total=10, deals=2, sittings=1)
    assert GameHooks().record_facts(tally) == ()


def test_a_game_settles_by_its_own_rule(hearts: None) -> None:
    """SettleBy.GAME: rules/settlement.py calls the game's ``settle``. Hearts at 1.00 a
    point: (3·S − ΣS)·100 = 700, −200, −500 kopecks, a third each: 233⅓, −66⅔, −166⅔;
    floored 233, −67, −167, one kopeck short, to the largest remainder (all equal here,
    so the first seat): Anna 234."""
    _session, scored = _hearts_sheet()
    assert find_entry("hearts").settle_by is SettleBy.GAME
    nets = sitting_nets(scored, Decimal("1.00"))
    assert nets == {"Anna": 234, "Boris": -67, "Vera": -167}
    assert sum(nets.values()) == 0


def test_settling_by_its_own_rule_needs_the_rule() -> None:
    """An entry that settles by its own rule but brings none is refused when made."""
    with pytest.raises(ValueError, match="settles by its own rule but has none"):
        replace(HEARTS, hooks=GameHooks())
