"""Preferans's facts in a player's record (issue 29): pools closed, games declared,
remizes, misères made and raspasy won, counted on the worked example of
preferans.md §11."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from rules.ledger import Scored
from rules.preferans.record_facts import Fact, record_counts, record_facts
from rules.session import Session, read_session, score
from tests.conftest import CASES


def example() -> tuple[Session, Scored]:
    case = json.loads((CASES / "preferans-spec-example.json").read_text(encoding="utf-8"))
    session = read_session(json.dumps(case["session"]))
    return session, score(session)


def test_the_example_counts_each_seat() -> None:
    """§11: Anna declares deal 3 (made) and wins the first raspasy (0 tricks); Boris
    makes his six and his misère and wins the second raspasy (2 of 3, 2, 5); Vera goes
    down 2 in deal 2 and declares deals 7 and 8; every pool closes at the end."""
    session, scored = example()
    counts = {seat: record_counts(session, scored, seat) for seat in ("Anna", "Boris", "Vera")}
    assert counts["Anna"] == {"pools-closed": 1, "games-declared": 1, "remizes": 0,
                              "miseres-made": 0, "raspasy-won": 1}  # fmt: skip
    assert counts["Boris"] == {"pools-closed": 1, "games-declared": 2, "remizes": 0,
                               "miseres-made": 1, "raspasy-won": 1}  # fmt: skip
    assert counts["Vera"] == {"pools-closed": 1, "games-declared": 3, "remizes": 1,
                              "miseres-made": 0, "raspasy-won": 0}  # fmt: skip


@dataclass
class _Tally:
    counts: dict[str, int] = field(default_factory=dict)


def test_the_facts_come_in_order_with_zeros() -> None:
    """The record shows every fact, in order, 0 where a count is missing."""
    facts = record_facts(_Tally({"remizes": 2, "pools-closed": 3}))
    assert facts == (
        (Fact.POOLS_CLOSED, 3), (Fact.GAMES_DECLARED, 0), (Fact.REMIZES, 2),
        (Fact.MISERES_MADE, 0), (Fact.RASPASY_WON, 0),
    )  # fmt: skip


def test_the_running_nets_end_at_the_settlement() -> None:
    """Whists over the deals: after deal 1 of §11 (Boris 6♠ made, Vera 6 whists on him,
    Anna 4 on the mountain) the nets are Anna −80/3 + 0, …; after deal 8 they are the
    settlement's +112/3, +280/3, −392/3, and every step sums to 0."""
    from fractions import Fraction

    from rules.preferans.results import PreferansSummary
    from rules.preferans.running_nets import running_nets

    session, scored = example()
    nets = running_nets(scored, session.options)
    assert [len(v) for v in nets.values()] == [8, 8, 8]
    final = scored.summary_as(PreferansSummary).settlement.net
    assert {p: v[-1] for p, v in nets.items()} == final
    assert final["Anna"] == Fraction(112, 3)
    for step in range(8):
        assert sum(v[step] for v in nets.values()) == 0
    # Deal 1: the mountain 4 of Anna (after the amnesty, 4) is 40/3 whists from each of
    # the others; Vera's 6 on Boris; the pools 0, 2, 0 make 10·(P − 2/3).
    assert nets["Anna"][0] == Fraction(-80, 3) - Fraction(20, 3)


def test_the_net_tally_is_the_games_own_running_nets() -> None:
    """rules.running_totals charts Tally.NET through the game's hooks: the same nets as
    running_nets, one value a deal; without the session (its options) it is refused."""
    import pytest

    from rules.running_totals import Tally, running_totals

    session, scored = example()
    totals = running_totals(scored, Tally.NET, session)
    assert totals.tally is Tally.NET
    assert totals.by_player["Boris"][-1] == pytest.approx(280 / 3)
    with pytest.raises(ValueError, match="no running nets"):
        running_totals(scored, Tally.NET)
