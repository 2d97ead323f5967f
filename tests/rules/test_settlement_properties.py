"""Properties of the settlement (settlement.md) over random sittings of every game, random
prices and random evenings (Hypothesis): the nets sum to exactly 0, the payments settle
every net, there are never more than n − 1 of them, and an evening is the sum of its
sittings."""

from __future__ import annotations

import json
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.money import format_kopecks, price_in_kopecks, price_text, read_price
from rules.session import Session, read_session, score, session_to_json
from rules.settlement import Transfer, evening, settle_sitting, sitting_nets, transfers_for
from tests.rules import three_bugs_strategies
from tests.rules.gin_strategies import gin_files, rummy_files
from tests.rules.stukolka_strategies import session_files as stukolka_files

PROPERTY = settings(max_examples=150, deadline=None)

prices = st.one_of(
    st.integers(1, 100_000_000).map(lambda kopecks: Decimal(kopecks) / 100),
    st.integers(1, 1_000_000).map(Decimal),
    st.integers(1, 99).map(lambda kopecks: Decimal(kopecks).scaleb(-2)),
)
"""Every price the spec allows: whole kopecks from 0.01 to 1000000, written with two
places, none, or as few as it needs."""


def _with_price(data: st.SearchStrategy[dict[str, Any]]) -> st.SearchStrategy[Session]:
    return st.tuples(data, prices).map(
        lambda pair: read_session(json.dumps(pair[0] | {"price": price_text(pair[1])}))
    )


sittings = st.one_of(
    _with_price(stukolka_files()),
    _with_price(gin_files()),
    _with_price(rummy_files()),
    st.tuples(three_bugs_strategies.sessions(), prices).map(
        lambda pair: read_session(
            json.dumps(session_to_json(pair[0]) | {"price": price_text(pair[1])})
        )
    ),
)
"""A sitting of any game with a price, cut at any point (prefixes are drawn below)."""


def _apply(nets: Mapping[str, int], transfers: tuple[Transfer, ...]) -> dict[str, int]:
    """What is left of each net once the payments are made."""
    left = dict(nets)
    for transfer in transfers:
        left[transfer.payer] += transfer.amount
        left[transfer.payee] -= transfer.amount
    return left


def _check_payments(nets: Mapping[str, int], transfers: tuple[Transfer, ...]) -> None:
    assert all(value == 0 for value in _apply(nets, transfers).values())
    assert len(transfers) <= max(len(nets) - 1, 0)
    for transfer in transfers:
        assert transfer.amount > 0
        # Nobody both pays and receives: a debtor only pays, a creditor only receives.
        assert nets[transfer.payer] < 0 < nets[transfer.payee]


@PROPERTY
@given(sittings, st.data())
def test_a_sittings_nets_sum_to_zero_and_its_payments_settle_them(
    session: Session, data: st.DataObject
) -> None:
    """settlement.md: the nets sum to exactly 0 at any point of a sitting; the payments
    settle every net, at most n − 1 of them."""
    count = data.draw(st.integers(0, len(session.deals)), label="deals")
    part = session.prefix(count)
    scored = score(part)
    money = settle_sitting(part, scored)
    assert money is not None
    assert list(money.nets) == list(scored.players)
    assert sum(money.nets.values()) == 0
    _check_payments(money.nets, money.transfers)


@PROPERTY
@given(sittings)
def test_each_game_follows_its_rule(session: Session) -> None:
    """settlement.md, "Nets": Three Bugs and Rummy — each pair settles the difference of
    its totals (summed pair by pair here, not by the n·S − ΣS shortcut); Gin — only the
    two players, the winner's net is the settlement net; Stukolka — each net is the
    balance plus an equal share of the table, first seats taking the odd kopecks."""
    scored = score(session)
    assert session.price is not None
    kopecks = price_in_kopecks(session.price)
    nets = sitting_nets(scored, session.price)
    totals = scored.totals
    players = scored.players
    if session.game in ("three-bugs", "rummy"):
        for player in players:
            pairs = sum(totals[player] - totals[other] for other in players if other != player)
            assert nets[player] == pairs * kopecks
    elif session.game == "gin":
        settlement = scored.summary["settlement"]
        if settlement is None or settlement["winner"] is None:
            assert set(nets.values()) == {0}
        else:
            assert nets[settlement["winner"]] == settlement["net"] * kopecks
    else:
        shares = [nets[p] - totals[p] * kopecks for p in players]
        assert sum(shares) == scored.summary["on_table"] * kopecks
        assert shares == sorted(shares, reverse=True)
        assert shares[0] - shares[-1] <= 1


@PROPERTY
@given(
    st.lists(st.integers(-(10**9), 10**9), min_size=1, max_size=12).map(
        lambda values: [*values, -sum(values)]
    )
)
def test_payments_settle_any_nets_in_at_most_n_minus_one(values: list[int]) -> None:
    """settlement.md, "Payments", for any nets that sum to 0, up to 13 players."""
    nets = {f"P{seat}": value for seat, value in enumerate(values)}
    _check_payments(nets, transfers_for(nets))


@PROPERTY
@given(st.lists(sittings, min_size=1, max_size=4))
def test_an_evening_equals_the_sum_of_its_sittings(evening_sittings: list[Session]) -> None:
    """settlement.md, "An evening": each player's evening net is the sum of his nets in
    the sittings he sat in (the same names in different sittings are the same person);
    the evening's nets sum to 0 and its payments settle them in at most n − 1."""
    per_sitting = []
    for session in evening_sittings:
        money = settle_sitting(session, score(session))
        assert money is not None
        per_sitting.append(money.nets)
    money = evening(per_sitting, "₽")
    everyone = {player for nets in per_sitting for player in nets}
    assert set(money.nets) == everyone
    for player in everyone:
        assert money.nets[player] == sum(nets.get(player, 0) for nets in per_sitting)
    assert sum(money.nets.values()) == 0
    _check_payments(money.nets, money.transfers)
    if len(per_sitting) == 1:
        alone = settle_sitting(evening_sittings[0], score(evening_sittings[0]))
        assert alone is not None
        assert (money.nets, money.transfers) == (alone.nets, alone.transfers)


@PROPERTY
@given(prices)
def test_a_price_reads_back_as_written(price: Decimal) -> None:
    """The file keeps the price as its text: read → write → read is the same value and
    the same text, and it is a whole number of kopecks."""
    text = price_text(price)
    assert read_price(text) == price
    assert price_text(read_price(text)) == text
    assert Decimal(format_kopecks(price_in_kopecks(price))) == price
