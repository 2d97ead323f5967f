"""Properties of the gin engine over random sittings (gin-family.md, session-format.md)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.errors import RuleViolation
from rules.gin.engine import RULE_IDS
from rules.gin.results import GinSummary
from rules.ledger import Column, totals_of
from rules.session import read_session, score, write_session
from tests.conftest import examples
from tests.rules.gin_strategies import JUNK, gin_files

SETTINGS = settings(
    max_examples=examples(120), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@SETTINGS
@given(gin_files())
def test_scoring_a_prefix_gives_the_same_first_deals(data: dict[str, Any]) -> None:
    """design.md, Practice 1: the sheet is a pure function of the records, so the first n
    deals of a sitting score the same whatever follows them."""
    session = read_session(json.dumps(data))
    whole = score(session)
    for count in range(len(session.deals) + 1):
        part = score(session.prefix(count))
        assert part.deals == whole.deals[:count]
        running = whole.deals[count - 1].facts.running if count else {p: 0 for p in session.players}
        assert part.totals == running


@SETTINGS
@given(gin_files())
def test_a_hollywood_column_takes_nothing_after_it_closes(data: dict[str, Any]) -> None:
    """gin-family.md, Hollywood: "A column closes when someone reaches the target in it,
    and takes nothing after"; and it closes exactly when someone's points reach it."""
    scored = score(read_session(json.dumps(data)))
    target = read_session(json.dumps(data)).options["target"]
    closed_before: set[int] = set()
    for deal in scored.deals:
        written = {entry.game for entry in deal.entries}
        assert not written & closed_before
        if not deal.facts.columns_after:
            assert written <= {None}
            continue
        for number, column in enumerate(deal.facts.columns_after, start=1):
            assert column.closed == (max(column.points.values()) >= target)
            if column.closed:
                closed_before.add(number)
    assert scored.finished == (len(closed_before) == 3 or _single_over(scored.summary))


def _single_over(summary: Any) -> bool:
    return not summary.hollywood and summary.settlement is not None


@SETTINGS
@given(gin_files())
def test_settlement_is_the_winners_points_and_bonuses_less_the_losers(
    data: dict[str, Any],
) -> None:
    """gin-family.md, Settlement: winner's points + game bonus + box bonus per hand won
    more − loser's points (the box going to whoever won more), doubled on a shutout when
    that is on; each Hollywood column likewise, the match being the sum of the columns
    (session-format.md). Recomputed here from the deal-score entries alone, never from the
    engine's bonus entries."""
    session = read_session(json.dumps(data))
    scored = score(session)
    games = [None] if session.options["scoring"] == "single" else [1, 2, 3]
    nets = [_expected_net(scored, session.players, session.options, game) for game in games]
    if games == [None]:
        assert scored.summary.to_json()["settlement"] == nets[0]
        if nets[0] is not None:
            winner = nets[0]["winner"]
            loser = next(p for p in session.players if p != winner)
            assert nets[0]["net"] == scored.totals[winner] - scored.totals[loser]
        return
    columns = scored.summary.to_json()["columns"]
    for column, net in zip(columns, nets, strict=True):
        assert (column["winner"], column["net"]) == (
            (None, None) if net is None else (net["winner"], net["net"])
        )
    if not scored.finished:
        assert scored.summary.to_json()["settlement"] is None
        return
    first = session.players[0]
    balance = sum(n["net"] if n["winner"] == first else -n["net"] for n in nets if n)
    expected = (
        {"winner": None, "net": 0}
        if balance == 0
        else {"winner": first if balance > 0 else session.players[1], "net": abs(balance)}
    )
    assert scored.summary.to_json()["settlement"] == expected


def _expected_net(
    scored: Any, players: tuple[str, ...], options: Any, game: int | None
) -> dict[str, Any] | None:
    points = dict.fromkeys(players, 0)
    hands = dict.fromkeys(players, 0)
    for deal in scored.deals:
        for entry in deal.entries:
            if entry.game != game or entry.column is not Column.POINTS:
                continue
            points[entry.player] += entry.points
            hands[entry.player] += entry.reason != "spades"
    winner = max(players, key=points.__getitem__)
    if points[winner] < options["target"]:
        return None
    loser = players[1] if winner == players[0] else players[0]
    net = (
        points[winner]
        + options["game_bonus"]
        + (hands[winner] - hands[loser]) * options["box_bonus"]
        - points[loser]
    )
    if options["shutout_doubles"] and points[loser] == 0:
        net *= 2
    return {"winner": winner, "net": net}


@SETTINGS
@given(gin_files())
def test_every_entry_names_a_known_rule_and_totals_add_up(data: dict[str, Any]) -> None:
    """session-format.md, Output: every entry has a rule id the rulebook covers, deal
    scores in "points" and bonuses in "bonus"; totals are the sums of the entries."""
    scored = score(read_session(json.dumps(data)))
    bonus_rules = {"gin/game", "gin/box", "gin/shutout"}
    for deal in scored.deals:
        for entry in deal.entries:
            assert entry.rule in RULE_IDS
            assert (entry.column is Column.BONUS) == (entry.rule in bonus_rules)
    assert scored.totals == totals_of(scored.players, scored.deals)


@SETTINGS
@given(gin_files())
def test_write_read_round_trip(data: dict[str, Any]) -> None:
    """session-format.md: export → import → export is identical, and scores the same."""
    session = read_session(json.dumps(data))
    text = write_session(session)
    again = read_session(text)
    assert again == session
    assert write_session(again) == text
    assert score(again).to_json() == score(session).to_json()


KEYS = st.sampled_from(["type", "player", "deadwood", "opponent_deadwood", "upcard", "x"])


@SETTINGS
@given(gin_files(max_deals=8), st.data())
def test_bad_input_is_refused_with_a_rule_violation_only(
    data: dict[str, Any], draw: st.DataObject
) -> None:
    """design.md, Practice 2: any input is either scored or refused with a RuleViolation
    naming the deal, never another exception."""
    deals = [dict(d) for d in data["deals"]] + [{"type": "dead", "upcard": "6H"}]
    position = draw.draw(st.integers(0, len(deals) - 1))
    if draw.draw(st.booleans()):
        deals[position][draw.draw(KEYS)] = draw.draw(JUNK)
    else:
        deals[position] = draw.draw(JUNK)
    options = dict(data["options"])
    if draw.draw(st.booleans()):
        options[draw.draw(st.sampled_from([*options, "target", "odd"]))] = draw.draw(JUNK)
    data = {**data, "deals": deals, "options": options}
    try:
        score(read_session(json.dumps(data)))
    except RuleViolation as fault:
        assert fault.deal is None or 1 <= fault.deal <= len(deals)
        assert str(fault)


@SETTINGS
@given(gin_files())
def test_each_settled_game_adds_up_term_by_term_to_the_sheet(data: dict[str, Any]) -> None:
    """gin-family.md, Settlement ("118 + 100 + 75 − 50 = 243"): the terms the rules hand
    the view add up to the net, and each term is what the sheet wrote in that game (the
    winner's and loser's points, the game, box and shutout bonuses), so the view never
    needs to recompute a settlement."""
    scored = score(read_session(json.dumps(data)))
    summary = scored.summary_as(GinSummary)
    settled = summary.settled_games
    if summary.columns is not None:
        closed = [column.settlement for column in summary.columns if column.closed]
        assert list(settled) == closed
    for game in settled:
        terms: dict[tuple[str, str], int] = {}
        for deal in scored.deals:
            for entry in deal.entries:
                if entry.game == game.game:
                    kind = "points" if entry.column is Column.POINTS else entry.reason
                    terms[entry.player, kind] = terms.get((entry.player, kind), 0) + entry.points
        winner, loser = game.winner, game.loser
        assert (game.winner_points, game.loser_points) == (
            terms.get((winner, "points"), 0),
            terms.get((loser, "points"), 0),
        )
        assert (game.game_bonus, game.shutout) == (
            terms.get((winner, "game"), 0),
            terms.get((winner, "shutout"), 0),
        )
        assert (game.winner_boxes, game.loser_boxes) == (
            terms.get((winner, "box"), 0),
            terms.get((loser, "box"), 0),
        )
        assert game.net == (
            game.winner_points
            + game.game_bonus
            + game.winner_boxes
            + game.shutout
            - game.loser_points
            - game.loser_boxes
        )
        assert summary.games_won_by(winner) >= 1
    if not summary.hollywood:
        assert len(settled) == (1 if scored.finished else 0)
