"""The order of a sitting's deals: each deal row has a sort key (``deal.position``), and
its number, the one the user sees, is its place in that order (1..n), never stored.

The keys are integers far apart (:data:`GAP`), so a deal put in between two others takes
a key between theirs and no other row moves: inserting or deleting in the middle writes
one row whatever the number of deals after it (issue 31; it used to shift the position of
every later deal, two UPDATEs over all of them). Only when two neighbours have no integer
left between them (about 40 insertions at one place) are the sitting's keys spread out
again (:func:`spread_keys`), all of its rows rewritten once.

The store knows a sitting's keys with its session (:mod:`db.sitting_cache`), so a write
finds the neighbours' keys without a query.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import bindparam, update
from sqlalchemy.engine import Connection

from db.models import DEAL_TABLE
from db.prepared import Prepared

GAP = 2**40
"""The distance between the keys of neighbouring deals when they are spread out: a
place halves it at each insertion, so 40 insertions at one place fit before the sitting
is spread out again; 2**22 deals fit below :data:`KEY_LIMIT` at this distance."""
KEY_LIMIT = 2**62
"""The largest key given (``deal.position`` is a signed 64-bit integer: room is left
for the shift of :func:`spread_keys`)."""

_DEAL = DEAL_TABLE.c
_MOVE = Prepared(
    update(DEAL_TABLE)
    .where(_DEAL.sitting_id == bindparam("sitting"), _DEAL.position == bindparam("old"))
    .values(position=bindparam("new"))
)


def spread(count: int) -> tuple[int, ...]:
    """The keys of ``count`` deals spread out evenly (:data:`GAP` apart, or closer for
    more deals than fit)."""
    step = min(GAP, KEY_LIMIT // (count + 1))
    return tuple(step * number for number in range(1, count + 1))


def key_between(before: int | None, after: int | None) -> int | None:
    """A key strictly between ``before`` and ``after`` (``None``: no deal on that side),
    or ``None`` when there is no room and the keys must be spread out first."""
    if before is None and after is None:
        return GAP
    if after is None:
        assert before is not None
        key = before + GAP
        return key if key <= KEY_LIMIT else None
    low = 0 if before is None else before
    if after - low < 2:
        return None
    return low + (after - low) // 2


def spread_keys(connection: Connection, sitting: int, keys: Sequence[int]) -> tuple[int, ...]:
    """Give the sitting's deals, whose keys are ``keys`` in order, evenly spread keys
    (:func:`spread`), order kept; the new keys. Rare: every row of the sitting is written.

    The unique (sitting, key) index is checked row by row, so the rows first move all
    together to a range that meets neither their old keys nor the new ones, then each
    takes its new key.
    """
    new = spread(len(keys))
    if not keys:
        return new
    low, high = min(keys), max(keys)
    # Above everything, or (if that would not fit in 64 bits) below everything.
    shift = max(high, new[-1]) - low + 1
    if high + shift > 2**63 - 1:
        shift = min(low, new[0]) - high - 1
    connection.execute(
        update(DEAL_TABLE)
        .where(_DEAL.sitting_id == sitting)
        .values(position=_DEAL.position + shift)
    )
    _MOVE.run(
        connection,
        [
            {"sitting": sitting, "old": old + shift, "new": key}
            for old, key in zip(keys, new, strict=True)
        ],
    )
    return new


def key_for(
    connection: Connection, sitting: int, keys: Sequence[int], number: int
) -> tuple[int, tuple[int, ...]]:
    """The key for a deal put in as number ``number`` (1..len(keys)+1) among the deals
    whose keys are ``keys``, and the keys of the deals already there (spread out first,
    on ``connection``, if there was no room: then they changed)."""
    before = keys[number - 2] if number > 1 else None
    after = keys[number - 1] if number <= len(keys) else None
    key = key_between(before, after)
    if key is not None:
        return key, tuple(keys)
    keys = spread_keys(connection, sitting, keys)
    before = keys[number - 2] if number > 1 else None
    after = keys[number - 1] if number <= len(keys) else None
    key = key_between(before, after)
    # Spread out, neighbours are at least 2**40 // 2**22 apart and the last is far below
    # the limit (a sitting holds at most a few ten thousand deals).
    assert key is not None
    return key, keys
