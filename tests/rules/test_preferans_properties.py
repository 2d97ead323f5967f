"""Properties of the Preferans engine on random sittings (preferans.md §10, design.md
practice 1), and the engine against a second, deliberately simple scorer."""

from __future__ import annotations

import contextlib
from decimal import Decimal
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.errors import RuleViolation
from rules.fold import fold_records
from rules.ledger import Column
from rules.preferans.engine import GAME
from rules.preferans.results import PreferansEntry, PreferansFacts, PreferansSummary
from rules.session import Session, read_deal, score, session_from_json
from rules.settlement import sitting_nets
from tests.conftest import examples
from tests.rules.preferans_strategies import simple_sheet, sittings


def _playable(data: dict[str, Any]) -> tuple[Session, dict[str, Any]]:
    """The sitting cut after the deal that ends the game (a later deal is refused, §9),
    and the simple scorer's sheet of it."""
    session = session_from_json(data)
    deals = [deal.to_json() for deal in session.deals]
    sheet = simple_sheet(list(session.players), dict(session.options), deals)
    if sheet["ended"] is not None:
        session = session.prefix(sheet["ended"])
    return session, sheet


@settings(max_examples=examples(300), deadline=None)
@given(sittings())
def test_the_engine_agrees_with_the_simple_scorer(data: dict[str, Any]) -> None:
    """Pool, mountain, whists, the end and every net, exactly, as the formulas of §5–§10
    (the nets by §10.4's closed form) give them."""
    session, sheet = _playable(data)
    scored = score(session)
    summary = scored.summary_as(PreferansSummary)
    assert summary.pool == sheet["pool"]
    assert summary.gora == sheet["gora"]
    assert summary.whists == sheet["whists"]
    assert summary.settlement.net == sheet["net"]
    assert scored.finished == (sheet["ended"] is not None)


@settings(max_examples=examples(200), deadline=None)
@given(sittings(), st.sampled_from(["0.01", "0.50", "1", "3.33", "7"]))
def test_nets_and_money_sum_to_zero(data: dict[str, Any], price: str) -> None:
    """§10.5–10.6: Σ net = 0 exactly, the pairs add up to the nets, and the kopecks by
    largest remainders sum to 0, each within one kopeck of the exact amount."""
    session, _ = _playable(data)
    scored = score(session)
    settlement = scored.summary_as(PreferansSummary).settlement
    assert sum(settlement.net.values()) == 0
    for player in session.players:
        mine = sum(p.net for p in settlement.pairs if p.a == player) - sum(
            p.net for p in settlement.pairs if p.b == player
        )
        assert mine == settlement.net[player]
    kopecks = sitting_nets(scored, Decimal(price))
    assert sum(kopecks.values()) == 0
    per_whist = int(Decimal(price) * 100)
    for player, amount in kopecks.items():
        assert abs(amount - settlement.net[player] * per_whist) < 1


@settings(max_examples=examples(150), deadline=None)
@given(sittings())
def test_the_fold_equals_scoring_the_records_whole(data: dict[str, Any]) -> None:
    """design.md practice 1: appending the deals one at a time (the memo resuming) gives
    the sheet a fresh fold of all the records gives."""
    session, _ = _playable(data)
    whole = fold_records(GAME.scorer(session), session.deals)
    growing = session.prefix(0)
    for record in session.deals:
        growing = growing.with_deal(record)
        score(growing)
    assert score(growing).to_json() == whole.to_json()
    assert [d.facts for d in score(growing).deals] == [d.facts for d in whole.deals]


@settings(max_examples=examples(150), deadline=None)
@given(sittings(), st.data())
def test_an_edited_and_reentered_deal_gives_the_same_sheet(
    data: dict[str, Any], draw: st.DataObject
) -> None:
    """A deal replaced by an empty correction and then entered again as it was gives the
    sheet it gave before (the memo rescoring from the edit)."""
    session, _ = _playable(data)
    if not session.deals:
        return
    before = score(session).to_json()
    number = draw.draw(st.integers(1, len(session.deals)))
    correction = read_deal(session, {"type": "correction", "note": "edit"}, number)
    edited = session.with_deal_replaced(number, correction)
    # The edit may itself be refused: without the deal's mountain, gora-first can close
    # the pools sooner and leave a later deal after the end (§9).
    with contextlib.suppress(RuleViolation):
        score(edited)
    again = edited.with_deal_replaced(number, session.deals[number - 1])
    assert score(again).to_json() == before


@settings(max_examples=examples(100), deadline=None)
@given(sittings())
def test_the_session_file_round_trips(data: dict[str, Any]) -> None:
    """§13: the completed options name every option, and reading them back scores the
    same sheet."""
    from rules.session import read_session, write_session

    session, _ = _playable(data)
    again = read_session(write_session(session))
    assert again.options == session.options
    assert score(again).to_json() == score(session).to_json()


SITTING_OUT_WRITES = {"consolation", "talon", "raspasy", "correction"}
"""§1.3: what the 4-player dealer writes himself (raspasy only under
raspasy_dealer_talon); he may also receive help, a pool entry written for him."""


@settings(max_examples=examples(150), deadline=None)
@given(sittings())
def test_every_entry_is_whole_explained_and_the_dealer_writes_only_his_part(
    data: dict[str, Any],
) -> None:
    """§2: every entry is whole unless ``two_whisters: deficit``; §13: each carries
    ``preferans/<reason>``, and ``on`` exactly for whists; §1.3: with 4 players the
    dealer writes only the consolation, the talon prize, his talon raspasy tricks, and
    receives help."""
    session, _ = _playable(data)
    scored = score(session)
    deficit = session.options["two_whisters"] == "deficit"
    for deal in scored.deals:
        facts = deal.facts_as(PreferansFacts)
        for entry in deal.entries:
            assert isinstance(entry, PreferansEntry)
            assert entry.rule == f"preferans/{entry.reason}"
            assert (entry.on is not None) == (entry.column is Column.WHISTS)
            if not deficit:
                assert entry.amount is None
            if entry.player == facts.sitting_out:
                allowed = SITTING_OUT_WRITES | {"help"}
                assert entry.reason in allowed, (entry, facts.kind)
                if entry.reason == "help":
                    assert entry.column is Column.POOL
                if entry.reason == "raspasy":
                    assert session.options["raspasy_dealer_talon"]
