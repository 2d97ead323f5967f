"""Hypothesis strategies for Three Bugs: valid deals and sessions, and junk in fields.

The valid strategies read honours, crowns, aces and amurchik off a real deal of one pack
(:mod:`tests.rules.three_bugs_deals`), so every session they make must score; a session
is cut where its partie is complete.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from rules.errors import RuleViolation
from rules.session import Session, score, session_from_json
from rules.three_bugs.records import Suit
from tests.helpers import session_dict
from tests.rules.three_bugs_deals import bunched_deal, read_record
from tests.rules.three_bugs_support import PLAYERS, TRIO

STRAINS = ["S", "C", "D", "H", "NT"]
SUITS = ["S", "C", "D", "H"]
PLAYER_FAULTS = ["revoke", "no-trump", "missed-turn"]


@st.composite
def hand_premiums(
    draw: st.DrawFn, players: list[str], strain: str | None = None, soloist: str | None = None
) -> dict[str, Any]:
    """Crowns, aces and amurchik read off a real deal (one pack, pictures bunched so that
    premiums are common), with the soloist's honours for ``strain`` when one plays; an
    empty key is left out at random."""
    hands, dealt = bunched_deal(draw(st.integers(0, 2**32 - 1)))
    trump = None if strain in (None, "NT") else Suit(strain)
    seat = None if soloist is None else players.index(soloist)
    record = read_record(hands, dealt, len(players), trump, seat)
    crowns = [
        {"player": players[hand], "suit": suit.value, "length": length}
        for hand, suit, length in sorted(record.crowns)
    ]
    aces = [{"player": players[hand], "count": count} for hand, count in sorted(record.aces)]
    amurchik = [players[hand] for hand in sorted(record.amurchik)]
    out: dict[str, Any] = {}
    if record.honours is not None:
        out["honours"] = record.honours
    for key, value in (("crowns", crowns), ("aces", aces), ("amurchik", amurchik)):
        if value or draw(st.booleans()):
            out[key] = value
    return out


@st.composite
def contract_deals(draw: st.DrawFn, players: list[str]) -> dict[str, Any]:
    """A valid contract deal."""
    level = draw(st.integers(4, 13))
    strain = draw(st.sampled_from(STRAINS))
    deal: dict[str, Any] = {
        "type": "contract",
        "dealer": draw(st.sampled_from(players)),
        "soloist": draw(st.sampled_from(players)),
        "contract": f"{level}{strain}",
        "tricks": draw(st.integers(0, 13)),
    }
    if draw(st.booleans()):
        bid_level = draw(st.integers(4, level))
        top = STRAINS.index(strain) if bid_level == level else len(STRAINS) - 1
        deal["bid"] = f"{bid_level}{draw(st.sampled_from(STRAINS[: top + 1]))}"
    deal.update(draw(hand_premiums(players, strain, deal["soloist"])))
    faults = draw(
        st.lists(
            st.builds(
                lambda player, kind: {"player": player, "kind": kind},
                st.sampled_from(players),
                st.sampled_from(PLAYER_FAULTS),
            ),
            max_size=3,
        )
    )
    if draw(st.booleans()):
        faults.insert(draw(st.integers(0, len(faults))), {"kind": "exchange"})
    write_empty: bool = draw(st.booleans())
    if faults or write_empty:
        deal["faults"] = faults
    return deal


@st.composite
def all_pass_deals(draw: st.DrawFn, players: list[str]) -> dict[str, Any]:
    """A valid all-pass deal: the players' tricks sum to 13."""
    cuts = sorted(
        draw(st.lists(st.integers(0, 13), min_size=len(players) - 1, max_size=len(players) - 1))
    )
    bounds = [0, *cuts, 13]
    tricks = {player: bounds[i + 1] - bounds[i] for i, player in enumerate(players)}
    deal: dict[str, Any] = {
        "type": "all-pass",
        "dealer": draw(st.sampled_from(players)),
        "tricks": tricks,
    }
    deal.update(draw(hand_premiums(players)))
    offenders = draw(st.lists(st.sampled_from(players), max_size=2))
    if offenders:
        deal["faults"] = [
            {"player": player, "kind": draw(st.sampled_from(PLAYER_FAULTS))} for player in offenders
        ]
    return deal


def misdeals(players: list[str]) -> st.SearchStrategy[dict[str, Any]]:
    """A misdeal."""
    return st.builds(lambda dealer: {"type": "misdeal", "dealer": dealer}, st.sampled_from(players))


def deals(players: list[str]) -> st.SearchStrategy[dict[str, Any]]:
    """Any valid deal; contracts weigh most, as at a table."""
    return st.one_of(
        contract_deals(players), contract_deals(players), all_pass_deals(players), misdeals(players)
    )


def value_tables() -> st.SearchStrategy[dict[str, int]]:
    """A house value table: every level 4..13, non-negative."""
    return st.fixed_dictionaries({str(level): st.integers(0, 1500) for level in range(4, 14)})


@st.composite
def sessions(draw: st.DrawFn, max_deals: int = 25) -> Session:
    """A valid session: 4 players, or 3 with a dummy; default or house tables; cut after
    the deal that completes the partie, if one does."""
    dummy = draw(st.booleans())
    players = TRIO if dummy else PLAYERS
    options: dict[str, Any] = {"dummy": dummy} if dummy or draw(st.booleans()) else {}
    for key in ("trick_values", "undertrick_values", "honour_units"):
        if draw(st.integers(0, 3)) == 0:
            options[key] = draw(value_tables())
    records = draw(st.lists(deals(players), max_size=max_deals))
    session = session_from_json(session_dict("three-bugs", players, records, **options))
    try:
        score(session)
    except RuleViolation as complete:
        # Only the partie's end may refuse a generated deal; anything else is a bug.
        assert complete.detail().endswith("the partie is complete"), str(complete)
        assert complete.deal is not None
        session = session.prefix(complete.deal - 1)
    return session


JUNK_TEXT = st.sampled_from(
    [
        "Anna",
        "Vera",
        "Ivan",
        "",
        " ",
        "S",
        "NT",
        "7H",
        "14NT",
        "3S",
        "exchange",
        "revoke",
        "misdeal",
        "contract",
        "all-pass",
    ]
)

JUNK: st.SearchStrategy[Any] = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-20, 20)
    | st.integers()
    | st.floats()
    | JUNK_TEXT
    | st.text(max_size=4),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(JUNK_TEXT | st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=6,
)
"""Any JSON value, biased towards names and words the records use."""


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place inside a record's JSON a value sits."""
    out: list[tuple[Any, ...]] = []
    if isinstance(value, dict):
        for key, inner in value.items():
            out.append((*prefix, key))
            out.extend(paths(inner, (*prefix, key)))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            out.append((*prefix, index))
            out.extend(paths(inner, (*prefix, index)))
    return out


def replaced(value: Any, path: tuple[Any, ...], junk: Any) -> Any:
    """A deep copy of ``value`` with the value at ``path`` replaced by ``junk``."""
    if not path:
        return junk
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {k: replaced(v, rest, junk) if k == head else v for k, v in value.items()}
    return [replaced(v, rest, junk) if i == head else v for i, v in enumerate(value)]


@st.composite
def junk_in_a_field(draw: st.DrawFn) -> dict[str, Any]:
    """A valid four-player deal with random junk put in one of its fields (at any depth)."""
    deal = draw(deals(PLAYERS))
    path = draw(st.sampled_from(paths(deal)))
    return replaced(deal, path, draw(JUNK))  # type: ignore[no-any-return]
