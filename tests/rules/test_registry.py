"""The registry of games: lookups, unknown names, each game's traits, and a game
registered from outside the source tree."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from commands.main import main
from rules.ledger import JSON
from rules.registry import (
    BUILT_IN,
    EngineAt,
    GameEntry,
    Totals,
    UnknownGame,
    WinnerBy,
    find_entry,
    find_game,
    games,
    register,
    unregister,
)
from rules.session import Session, new_session, read_deal, score
from tests.rules.counting_game import (
    COUNTING,
    CountFacts,
    CountingGame,
    CountSummary,
    registered,
)


def _stukolka_with(record: JSON) -> Session:
    """A Stukolka table of three with ``record`` as its one deal."""
    empty = new_session("stukolka", ["A", "B", "C"])
    return empty.with_deal(read_deal(empty, record))


@pytest.fixture
def counting() -> Iterator[GameEntry]:
    """The counting game registered for one test, then forgotten."""
    with registered(COUNTING) as entry:
        yield entry


def test_every_registered_game_knows_its_name_and_rules() -> None:
    assert [entry.name for entry in games()] == [
        "three-bugs",
        "stukolka",
        "gin",
        "rummy",
        "preferans",
    ]
    assert len(BUILT_IN) == 5
    for entry in games():
        game = find_game(entry.name)
        # A built-in entry names where its engine lives (imported on first use).
        assert isinstance(entry.engine, EngineAt) and game is entry.engine.load(entry.name)
        assert game.name == entry.name
        assert game.rule_ids, entry.name
        assert all(rule.startswith(f"{entry.name}/") for rule in game.rule_ids)
        assert entry.views == "desktop.games." + entry.name.replace("-", "_")


@pytest.mark.parametrize(
    ("name", "title", "totals", "winner_by", "has_games", "has_rubbers", "players", "dealer"),
    [
        # three-bugs.md: games at 1000, two win a rubber, four rubbers a partie; 4 players,
        # or 3 with a dummy; the dealer passes to the left.
        ("three-bugs", "Three Bugs", Totals.POINTS, WinnerBy.PARTIE, True, True, (3, 4), True),
        # stukolka.md: money, 3–7 players, no end but the players getting up (rules 1, 3).
        ("stukolka", "Stukolka", Totals.MONEY, WinnerBy.NOBODY, False, False, (3, 7), True),
        # gin-family.md: two players, a game (or three Hollywood columns) settled; the
        # session file records no dealer.
        ("gin", "Gin", Totals.POINTS, WinnerBy.SETTLEMENT, True, False, (2, 2), False),
        # gin-family.md, "Rummy": 2–8 players, the first to lead alone after the target.
        (
            "rummy",
            "Rummy",
            Totals.POINTS,
            WinnerBy.SOLE_LEADER_AT_TARGET,
            True,
            False,
            (2, 8),
            False,
        ),
        # preferans.md §1, §10: 3 or 4 players, a dealer each deal, whists settled into
        # nets ([ruling] 22: the totals are the settlement's nets).
        (
            "preferans",
            "Preferans",
            Totals.POINTS,
            WinnerBy.SETTLEMENT,
            False,
            False,
            (3, 4),
            True,
        ),
    ],
)
def test_each_games_traits_are_those_of_its_spec(
    name: str,
    title: str,
    totals: Totals,
    winner_by: WinnerBy,
    has_games: bool,
    has_rubbers: bool,
    players: tuple[int, int],
    dealer: bool,
) -> None:
    entry = find_entry(name)
    assert (entry.title, entry.totals, entry.winner_by) == (title, totals, winner_by)
    assert (entry.has_games, entry.has_rubbers) == (has_games, has_rubbers)
    assert (entry.min_players, entry.max_players) == players
    assert entry.proposes_dealer == dealer
    assert entry.money == (totals is Totals.MONEY)


def test_an_unknown_game_is_named_with_the_known_ones() -> None:
    with pytest.raises(UnknownGame, match=r"unknown game 'poker'; known games: three-bugs"):
        find_game("poker")
    with pytest.raises(UnknownGame):
        unregister("poker")


def test_zapis_score_refuses_an_unknown_game_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An unknown game is refused with exit 2 and no output, naming the known games."""
    path = tmp_path / "kinggame.json"
    path.write_text(
        json.dumps(
            {
                "format": "zapis-session",
                "version": 1,
                "game": "kinggame",
                "players": ["A", "B", "C"],
                "deals": [],
            }
        ),
        encoding="utf-8",
    )
    assert main(["score", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        "game: unknown game 'kinggame'; known games: three-bugs, stukolka, gin, rummy, preferans\n"
    )


def test_a_game_registered_from_outside_is_known_and_scored(
    counting: GameEntry, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One register() call: the registry lists it last, the session reader and the
    scorer take it, and `zapis score` prints its summary beside the totals."""
    assert games()[-1] is counting and find_game("counting") is counting.engine
    session = new_session("counting", ["A", "B"])
    for who in ("A", "B", "A", "A"):
        session = session.with_deal(read_deal(session, {"counter": who}))
    scored = score(session)
    assert scored.totals == {"A": 3, "B": 1} and scored.finished
    assert scored.summary.winner == "A" and scored.deals[1].facts_as(CountFacts).counter == "B"
    path = tmp_path / "counting.json"
    path.write_text(
        json.dumps({"format": "zapis-session", "version": 1, **_file(session)}),
        encoding="utf-8",
    )
    assert main(["score", str(path)]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert (printed["winner"], printed["finished"]) == ("A", True)


def _file(session: Session) -> dict[str, JSON]:
    return {
        "game": session.game,
        "players": list(session.players),
        "options": dict(session.options),
        "deals": [deal.to_json() for deal in session.deals],
    }


def test_register_refuses_a_second_game_of_the_same_name(counting: GameEntry) -> None:
    assert register(counting) is counting  # the same entry again is harmless
    with pytest.raises(ValueError, match="a game named 'stukolka' is already registered"):
        impostor = CountingGame("stukolka", frozenset())
        register(GameEntry(**{**_fields(counting), "name": "stukolka", "engine": impostor}))


def test_an_entry_must_carry_its_own_engine_and_a_player_range() -> None:
    with pytest.raises(ValueError, match="game 'other' has the engine of 'counting'"):
        GameEntry(**{**_fields(COUNTING), "name": "other"})
    with pytest.raises(ValueError, match="is no range"):
        GameEntry(**{**_fields(COUNTING), "min_players": 4})


def _fields(entry: GameEntry) -> dict[str, object]:
    return {name: getattr(entry, name) for name in GameEntry.__dataclass_fields__}


def test_facts_and_summary_of_another_game_are_refused_by_name() -> None:
    """A view asking for its own game's facts gets a TypeError, never a wrong reading."""
    scored = score(_stukolka_with({"dealer": "A", "knocked": []}))
    with pytest.raises(TypeError, match="deal 1 carries StukolkaFacts, not CountFacts"):
        scored.deals[0].facts_as(CountFacts)
    with pytest.raises(TypeError, match="stukolka has StukolkaSummary, not CountSummary"):
        scored.summary_as(CountSummary)


def _scored_cases() -> list[Any]:
    """Every conformance case and rulebook example the engines accept, scored."""
    from desktop.rulebook import text
    from rules.errors import RuleViolation
    from rules.session import session_from_json
    from tests.conftest import CASES

    sessions = [json.loads(p.read_text(encoding="utf-8"))["session"] for p in CASES.glob("*.json")]
    sessions += [example.session for example in text.all_examples("en")]
    scored = []
    for data in sessions:
        try:
            scored.append(score(session_from_json(data)))
        except RuleViolation:
            continue  # a case of bad input
    return scored


def test_each_summary_names_its_winner_as_the_games_trait_says() -> None:
    """The registry's WinnerBy is what each summary does, over every case and example:
    Stukolka never names one and never ends; gin names the settlement's winner; rummy
    names one exactly when the game is over; Three Bugs only once the partie is complete,
    and then the sole highest total."""
    seen = set()
    for scored in _scored_cases():
        entry = find_entry(scored.game)
        seen.add(entry.winner_by)
        winner = scored.summary.winner
        if entry.winner_by is WinnerBy.NOBODY:
            assert winner is None and not scored.finished
        elif entry.winner_by is WinnerBy.SETTLEMENT:
            settlement = scored.summary.to_json()["settlement"]
            assert winner == (settlement or {}).get("winner")
        elif entry.winner_by is WinnerBy.SOLE_LEADER_AT_TARGET:
            assert (winner is not None) == scored.finished
        else:
            best = max(scored.totals.values())
            top = [p for p, total in scored.totals.items() if total == best]
            assert winner == (top[0] if scored.finished and len(top) == 1 else None)
    assert seen == set(WinnerBy)


def test_listing_the_games_imports_no_engine() -> None:
    """The app lists the games (titles and traits) at start-up without their engines
    (issue 15: usable within 2x a bare window); an engine comes with its first use."""
    code = (
        "import sys\n"
        "from rules.registry import find_game, games\n"
        "assert [e.title for e in games()]\n"
        "engines = [m for m in sys.modules if m.startswith('rules.') and m.endswith('.engine')]\n"
        "assert not engines, engines\n"
        "assert find_game('rummy').name == 'rummy'\n"
        "assert 'rules.rummy.engine' in sys.modules\n"
        "assert 'rules.gin.engine' not in sys.modules\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_an_engine_at_the_wrong_place_is_refused_when_loaded() -> None:
    with pytest.raises(ValueError, match="has the engine of 'rummy'"):
        EngineAt("rules.rummy.engine").load("gin")
