"""Building Stukolka sessions for the tests: by hand, and at random (Hypothesis)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

from rules.session import Session, read_session
from tests.helpers import session_dict

NAMES = ("Anna", "Boris", "Вера", "Gleb", "Дарья", "Egor", "Zoya")
"""Seat names for random tables; Cyrillic ones check that files round-trip unescaped."""


def stukolka(players: list[str], deals: list[Any], **options: Any) -> Session:
    """A Stukolka session read from its file text, as ``zapis score`` would read it."""
    return read_session(json.dumps(session_dict("stukolka", players, deals, **options)))


@st.composite
def deal_records(draw: st.DrawFn, players: list[str], variant: str) -> dict[str, Any]:
    """One valid deal record for ``players`` in ``variant``, in any of its valid spellings
    (``knocked`` omitted or shuffled, zero tricks written or left out, a lone knocker's
    tricks omitted or given as 3, ``faults`` absent or empty)."""
    record: dict[str, Any] = {"dealer": draw(st.sampled_from(players))}
    if variant == "obligatory":
        knockers = list(players)
        if draw(st.booleans()):
            record["knocked"] = draw(st.permutations(players))
    else:
        knockers = draw(st.lists(st.sampled_from(players), unique=True, max_size=len(players)))
        record["knocked"] = knockers
    if not knockers:
        if draw(st.booleans()):
            record["tricks"] = {}
        return record
    takers = draw(st.lists(st.sampled_from(knockers), min_size=3, max_size=3))
    tricks = {player: takers.count(player) for player in knockers}
    if len(knockers) == 1:
        if draw(st.booleans()):
            record["tricks"] = tricks
    elif draw(st.booleans()):
        record["tricks"] = tricks
    else:
        record["tricks"] = {player: n for player, n in tricks.items() if n}
    faults = draw(st.lists(st.sampled_from(knockers), unique=True, max_size=2))
    if faults or draw(st.booleans()):
        record["faults"] = faults
    return record


@st.composite
def session_files(draw: st.DrawFn, max_deals: int = 25) -> dict[str, Any]:
    """A valid Stukolka session file's JSON object: 3–7 players, either variant, random
    multiples of 3 for the amounts, with or without a remiz limit."""
    count = draw(st.integers(3, 7))
    players = list(NAMES[:count])
    variant = draw(st.sampled_from(["ordinary", "obligatory"]))
    options: dict[str, Any] = {"variant": variant}
    if draw(st.booleans()):
        options["ante"] = 3 * draw(st.integers(1, 20))
    if draw(st.booleans()):
        options["stake"] = 3 * draw(st.integers(1, 20))
    if draw(st.booleans()):
        options["remiz_limit"] = draw(st.none() | st.integers(1, 20).map(lambda n: 3 * n))
    if options.get("remiz_limit") is None:
        # Without a remiz limit the pot may grow up to about sevenfold a deal; past some
        # fifteen deals a sitting is refused as beyond rules.limits.SCORE_LIMIT (tested in
        # tests/rules/test_limits.py), so the properties are drawn on shorter ones.
        max_deals = min(max_deals, 12)
    deals = draw(st.lists(deal_records(players, variant), max_size=max_deals))
    return session_dict("stukolka", players, deals, **options)
