"""Building gin and rummy sessions for the tests: by hand, and at random (Hypothesis)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

from rules.gin.cards import RANKS, Suit, parse_card
from rules.session import Session, read_deal, read_session, score
from tests.helpers import session_dict

NAMES = ("Anna", "Борис", "Вера", "Gleb", "Дарья", "Egor", "Zoya", "Илья")
"""Seat names for random tables; Cyrillic ones check that files round-trip unescaped."""

CARDS = tuple(f"{rank}{suit.value}" for rank in RANKS for suit in Suit)
"""Every upcard, as a session file spells it."""


JUNK = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-5, 200)
    | st.floats(allow_nan=False)
    | st.sampled_from(["A", "B", "knock", "gin", "dead", "6H", "KS", "10D", "", "Anna"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=6,
)
"""Any JSON value, leaning towards ones that look almost right, for the refusal tests."""


def gin(deals: list[Any], players: list[str] | None = None, **options: Any) -> Session:
    """A gin session read from its file text, as ``zapis score`` would read it."""
    return read_session(json.dumps(session_dict("gin", players or ["A", "B"], deals, **options)))


def rummy(players: list[str], deals: list[Any], **options: Any) -> Session:
    """A rummy session read from its file text."""
    return read_session(json.dumps(session_dict("rummy", players, deals, **options)))


def knock(player: str, deadwood: int, opponent: int, upcard: str | None = None) -> dict[str, Any]:
    """A knock record."""
    record: dict[str, Any] = {
        "type": "knock",
        "player": player,
        "deadwood": deadwood,
        "opponent_deadwood": opponent,
    }
    if upcard is not None:
        record["upcard"] = upcard
    return record


def gin_deal(player: str, opponent: int, upcard: str | None = None) -> dict[str, Any]:
    """A gin record."""
    record: dict[str, Any] = {"type": "gin", "player": player, "opponent_deadwood": opponent}
    if upcard is not None:
        record["upcard"] = upcard
    return record


def dead(upcard: str | None = None) -> dict[str, Any]:
    """A dead-hand record."""
    return {"type": "dead"} if upcard is None else {"type": "dead", "upcard": upcard}


@st.composite
def gin_records(draw: st.DrawFn, players: list[str], oklahoma: bool) -> dict[str, Any]:
    """One valid gin deal record: any type, any upcard (always in Oklahoma, sometimes in
    standard gin), a knock within the deal's limit."""
    upcard = draw(st.sampled_from(CARDS)) if oklahoma or draw(st.booleans()) else None
    card = parse_card(upcard) if upcard and oklahoma else None
    limit = card.knock_limit if card else 10
    kind = draw(st.sampled_from(["knock", "knock", "gin", "dead"]))
    if kind == "dead":
        return dead(upcard)
    player = draw(st.sampled_from(players))
    opponent = draw(st.integers(0, 100))
    if kind == "gin":
        record = gin_deal(player, opponent, upcard)
        if draw(st.booleans()):
            record["deadwood"] = 0
        return record
    return knock(player, draw(st.integers(0, limit)), opponent, upcard)


@st.composite
def gin_files(draw: st.DrawFn, max_deals: int = 30) -> dict[str, Any]:
    """A valid gin session file's JSON object, any variant and scoring, small random
    bonuses and targets; deals stop where the game (or the last column) ends."""
    players = list(draw(st.permutations(NAMES).map(lambda names: names[:2])))
    oklahoma = draw(st.booleans())
    options: dict[str, Any] = {
        "variant": "oklahoma" if oklahoma else "standard",
        "scoring": draw(st.sampled_from(["single", "hollywood"])),
    }
    if draw(st.booleans()):
        options["target"] = draw(st.integers(1, 250))
    for key in ("gin_bonus", "undercut_bonus", "box_bonus", "game_bonus"):
        if draw(st.booleans()):
            options[key] = draw(st.integers(0, 120))
    if draw(st.booleans()):
        options["shutout_doubles"] = draw(st.booleans())
    records = draw(st.lists(gin_records(players, oklahoma), max_size=max_deals))
    data = session_dict("gin", players, [], **options)
    # Cut the deals where the game ends: a deal after it would be refused.
    session = read_session(json.dumps(data))
    for record in records:
        session = session.with_deal(read_deal(session, record))
        if score(session).finished:
            break
    data["deals"] = [deal.to_json() for deal in session.deals]
    return data


@st.composite
def rummy_files(draw: st.DrawFn, max_deals: int = 20) -> dict[str, Any]:
    """A valid rummy session file's JSON object for 2–8 players, deals cut where the game
    ends."""
    count = draw(st.integers(2, 8))
    players = list(NAMES[:count])
    options: dict[str, Any] = {}
    if draw(st.booleans()):
        options["target"] = draw(st.integers(1, 300))
    if count == 4 and draw(st.booleans()):
        options["packs"] = 2
    packs = options.get("packs", 1 if count <= 4 else 2)
    share = 340 * packs // (2 * count)
    deal = st.fixed_dictionaries(
        {
            "melded": st.fixed_dictionaries({p: st.integers(0, share) for p in players}),
            "in_hand": st.fixed_dictionaries({p: st.integers(0, share) for p in players}),
        }
    )
    records = draw(st.lists(deal, max_size=max_deals))
    session = read_session(json.dumps(session_dict("rummy", players, [], **options)))
    for record in records:
        session = session.with_deal(read_deal(session, record))
        if score(session).finished:
            break
    return session_dict("rummy", players, [d.to_json() for d in session.deals], **options)
