"""Hypothesis strategies for Three Bugs: valid deals and sessions, and junk in fields.

The valid strategies follow three-bugs.md's rules for what a deal may hold (crowns from
the ace, at most four aces, amurchik without aces), so every session they make must
score; a session is cut where its partie is complete.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from hypothesis import strategies as st

from rules.errors import RuleViolation
from rules.session import Session, score, session_from_json
from tests.helpers import session_dict
from tests.rules.three_bugs_support import PLAYERS, TRIO

STRAINS = ["S", "C", "D", "H", "NT"]
SUITS = ["S", "C", "D", "H"]
PLAYER_FAULTS = ["revoke", "no-trump", "missed-turn"]


@st.composite
def hand_premiums(draw: st.DrawFn, players: list[str]) -> dict[str, Any]:
    """Crowns, aces and amurchik that cards can hold together (keys left out at random)."""
    crowns: list[dict[str, Any]] = []
    cards: Counter[str] = Counter()
    for suit in draw(st.lists(st.sampled_from(SUITS), unique=True, max_size=4)):
        player = draw(st.sampled_from(players))
        length = draw(st.integers(3, 13))
        if cards[player] + length <= 13:
            cards[player] += length
            crowns.append({"player": player, "suit": suit, "length": length})
    crown_suits = Counter(crown["player"] for crown in crowns)
    aces: list[dict[str, Any]] = []
    heavy = [player for player, suits in crown_suits.items() if suits >= 3]
    if heavy:
        holder = heavy[0]
        others = len(crowns) - crown_suits[holder]
        aces.append({"player": holder, "count": draw(st.integers(crown_suits[holder], 4 - others))})
    elif draw(st.booleans()):
        holder = draw(st.sampled_from(players))
        count = draw(st.sampled_from([3, 4]))
        others = len(crowns) - crown_suits[holder]
        if count + others <= 4:
            aces.append({"player": holder, "count": count})
    holders = set(crown_suits) | {claim["player"] for claim in aces}
    free = [player for player in players if player not in holders]
    amurchik = draw(st.lists(st.sampled_from(free), unique=True, max_size=2)) if free else []
    out: dict[str, Any] = {}
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
        "honours": draw(st.integers(0, 4 if strain == "NT" else 8)),
    }
    if draw(st.booleans()):
        bid_level = draw(st.integers(4, level))
        top = STRAINS.index(strain) if bid_level == level else len(STRAINS) - 1
        deal["bid"] = f"{bid_level}{draw(st.sampled_from(STRAINS[: top + 1]))}"
    deal.update(draw(hand_premiums(players)))
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
