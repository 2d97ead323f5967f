"""Nothing is written on a stale revision (issue 26): a write that names the revision it
read the sitting at is refused with ``StaleRevision`` when another store wrote since,
and nothing changes; at the right revision it is written and moves the revision by one.
On an SQLite file and on PostgreSQL."""

from __future__ import annotations

import pickle
from collections.abc import Callable
from typing import Any

import pytest

from db import SittingId, StaleRevision, Store
from tests.db.samples import rummy_deal

THREE = ["Anna", "Boris", "Vera"]


def _deal(points: int) -> dict[str, Any]:
    return rummy_deal(Anna=(points, 0), Boris=(0, 5), Vera=(3, 1))


WRITES: dict[str, Callable[[Store, SittingId, int], Any]] = {
    "add": lambda store, sitting, seen: store.add_deal(sitting, _deal(7), expected_revision=seen),
    "replace": lambda store, sitting, seen: store.replace_deal(
        sitting, 1, _deal(7), expected_revision=seen
    ),
    "delete": lambda store, sitting, seen: store.delete_deal(sitting, 1, expected_revision=seen),
    "insert": lambda store, sitting, seen: store.insert_deal(
        sitting, 1, _deal(7), expected_revision=seen
    ),
}


@pytest.mark.parametrize("write", sorted(WRITES))
def test_a_stale_write_is_refused_and_writes_nothing(database_url: str, write: str) -> None:
    """This store read the sitting at revision R; the other store adds a deal (R + 1):
    this store's write naming R is refused, naming both revisions, and the sitting is as
    the other left it; named R + 1 it is written, and the sitting is at R + 2."""
    with Store.open(database_url) as mine, Store.open(database_url) as other:
        sitting = mine.create_sitting("rummy", THREE).id
        mine.add_deal(sitting, _deal(1))
        seen = mine.load(sitting).revision
        other.add_deal(sitting, _deal(2))
        after_other = other.load(sitting)
        with pytest.raises(StaleRevision) as refused:
            WRITES[write](mine, sitting, seen)
        assert (refused.value.sitting, refused.value.expected) == (sitting, seen)
        assert refused.value.current == after_other.revision == seen + 1
        assert "nothing was written" in str(refused.value)
        assert mine.load(sitting) == after_other
        with Store.open(database_url) as fresh:
            assert fresh.load(sitting).session == after_other.session
        WRITES[write](mine, sitting, seen + 1)
        assert mine.load(sitting).revision == seen + 2


def test_no_revision_named_writes_as_before(database_url: str) -> None:
    """A write that names no revision (``zapis add``, an import) is not checked."""
    with Store.open(database_url) as mine, Store.open(database_url) as other:
        sitting = mine.create_sitting("rummy", THREE).id
        mine.load(sitting)
        other.add_deal(sitting, _deal(2))
        assert mine.add_deal(sitting, _deal(1)).number == 2


def test_the_refusal_crosses_processes() -> None:
    """Pickled and back (a worker's refusal), it says the same."""
    refusal = StaleRevision(SittingId(3), 10, 12)
    again = pickle.loads(pickle.dumps(refusal))
    assert (again.sitting, again.expected, again.current, str(again)) == (
        3,
        10,
        12,
        str(refusal),
    )
