"""A Preferans sitting in the database (issue 29): created with its convention snapshotted,
dealt, edited, exported and settled through the one Store door, on SQLite and on
PostgreSQL, with the same exact sheet as the session file gives (preferans.md §11, §13)."""

from __future__ import annotations

import json
from decimal import Decimal

from db import Store
from rules.preferans.results import PreferansSummary
from rules.session import read_session, write_session
from rules.settlement import scored_json
from tests.conftest import CASES

CASE = json.loads((CASES / "preferans-spec-example.json").read_text(encoding="utf-8"))


def test_the_spec_example_stored_dealt_and_settled(store: Store) -> None:
    """§11 deal by deal through the store: the nets +112/3, +280/3, −392/3, the money
    +18.67, +46.67, −65.34 and Vera paying Boris and Anna; the stored options name every
    option (the convention snapshotted)."""
    session = CASE["session"]
    sitting = store.create_sitting(
        "preferans", session["players"], session["options"], price=Decimal("0.50"), currency="₽"
    )
    for record in session["deals"]:
        store.add_deal(sitting.id, record)
    loaded = store.load(sitting.id)
    assert loaded.session.options["convention"] == "sochi"
    assert loaded.session.options["pool_unit"] == 10 and len(loaded.session.options) == 31
    scored = loaded.scored
    summary = scored.summary_as(PreferansSummary)
    assert {p: str(n) for p, n in summary.settlement.net.items()} == {
        "Anna": "112/3",
        "Boris": "280/3",
        "Vera": "-392/3",
    }
    assert scored.finished
    money = store.settle_evening([sitting.id])
    assert money.to_json() == {
        "currency": "₽",
        "nets": {"Anna": "18.67", "Boris": "46.67", "Vera": "-65.34"},
        "transfers": [
            {"from": "Vera", "to": "Boris", "amount": "46.67"},
            {"from": "Vera", "to": "Anna", "amount": "18.67"},
        ],
    }


def test_an_edit_rescored_and_the_export_round_trips(store: Store) -> None:
    """A deal replaced and put back gives the same sheet; the exported file scores as the
    stored sitting does, text for text on a second export."""
    session = CASE["session"]
    sitting = store.create_sitting("preferans", session["players"], session["options"])
    for record in session["deals"][:5]:
        store.add_deal(sitting.id, record)
    before = scored_json(store.load(sitting.id).session, store.load(sitting.id).scored)
    store.replace_deal(sitting.id, 2, {"type": "correction", "note": "typo"})
    store.replace_deal(sitting.id, 2, session["deals"][1])
    again = store.load(sitting.id)
    assert scored_json(again.session, again.scored) == before
    text = write_session(store.export_session(sitting.id))
    copy = store.import_session(read_session(text))
    assert write_session(store.export_session(copy)) == text
