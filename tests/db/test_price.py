"""A sitting's price and currency in the database (settlement.md, "The price": "also kept
with a sitting in the database, set in the new-sitting dialog and editable later"), on
an SQLite file and on PostgreSQL; and revision 0005, which adds them, on an old database."""

from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import inspect

from db import Store, UnknownSitting, migrate
from db.engine import create
from db.errors import MissingPrice
from db.location import resolve
from rules.errors import RuleViolation
from rules.session import new_session, read_deal, read_session, write_session
from tests.db.test_migrations import _build_first_revision

KNOCK = {"type": "knock", "player": "A", "deadwood": 0, "opponent_deadwood": 30}


def test_a_new_sitting_keeps_its_price_and_currency(store: Store) -> None:
    """Created with a price, the sitting loads, exports and settles with it; created
    without one, it has none and no currency."""
    priced = store.create_sitting("rummy", ["Анна", "Boris"], price=Decimal("2.50"), currency="₽")
    assert (priced.session.price, priced.session.currency) == (Decimal("2.50"), "₽")
    again = store.load(priced.id)
    assert (again.session.price, again.session.currency) == (Decimal("2.50"), "₽")
    assert '"price": "2.50"' in write_session(store.export_session(priced.id))
    bare = store.load(store.create_sitting("rummy", ["Анна", "Boris"]).id)
    assert (bare.session.price, bare.session.currency) == (None, "")


def test_a_bad_price_writes_nothing(store: Store) -> None:
    """settlement.md: a price with more than two decimals, 0 or negative is refused with
    one line naming `price`; no sitting is created."""
    for bad in (Decimal("0.001"), Decimal(0), Decimal(-1), Decimal("1000000.01")):
        with pytest.raises(RuleViolation, match=r"^price: "):
            store.create_sitting("rummy", ["A", "B"], price=bad)
    with pytest.raises(RuleViolation, match=r"^currency: "):
        store.create_sitting("rummy", ["A", "B"], price=Decimal(1), currency="123456789")
    assert store.count_sittings() == 0


def test_the_price_can_be_changed_later(store: Store) -> None:
    """The store's ``set_price`` (what a sitting's details will call): set, change,
    clear; a bad one is refused and the old one kept."""
    sitting = store.create_sitting("gin", ["A", "B"]).id
    store.set_price(sitting, Decimal("0.10"), "$")
    assert (store.load(sitting).session.price, store.load(sitting).session.currency) == (
        Decimal("0.10"),
        "$",
    )
    with pytest.raises(RuleViolation, match=r"^price: .*two decimal places"):
        store.set_price(sitting, Decimal("0.105"), "$")
    with pytest.raises(RuleViolation, match=r"^currency: "):
        store.set_price(sitting, Decimal(1), "dollars!!")
    assert store.load(sitting).session.price == Decimal("0.10")
    store.set_price(sitting, None)
    assert (store.load(sitting).session.price, store.load(sitting).session.currency) == (
        None,
        "",
    )
    with pytest.raises(UnknownSitting):
        store.set_price(sitting + 1000, Decimal(1))  # type: ignore[operator]


def test_import_and_export_carry_the_price(store: Store) -> None:
    """session-format.md: the optional top-level price and currency go into the database
    with an imported file and come out with its export, text for text ("1" stays "1")."""
    for price in ("1", "2.5", "0.01"):
        session = new_session("gin", ["A", "B"], price=Decimal(price), currency="руб.")
        text = write_session(session.with_deal(read_deal(session, KNOCK)))
        sitting = store.import_session(read_session(text))
        assert write_session(store.export_session(sitting)) == text
        assert f'"price": "{price}"' in text


def test_an_evening_adds_nets_by_the_person(store: Store) -> None:
    """settlement.md, "An evening": the same person in every sitting he sat in — here
    «Анна» in one rummy sitting and «анна» in another are the one player the database
    knows. Sitting 1 at 1.00: Анна 10, Boris 0 → Анна +10.00, Boris −10.00 (pairwise);
    sitting 2 at 0.50: анна 0, Vera 4 → анна −2.00, Vera +2.00. Evening: Анна +8.00,
    Boris −10.00, Vera +2.00; Boris pays Анна 8.00 and Vera 2.00. With one price of 2
    for both: Анна +20 − 8 = +12.00, Boris −20.00, Vera +8.00."""
    first = store.create_sitting("rummy", ["Анна", "Boris"], price=Decimal(1), currency="₽")
    store.add_deal(
        first.id, {"melded": {"Анна": 10, "Boris": 0}, "in_hand": {"Анна": 0, "Boris": 0}}
    )
    second = store.create_sitting("rummy", ["анна", "Vera"], price=Decimal("0.50"))
    store.add_deal(second.id, {"melded": {"анна": 0, "Vera": 4}, "in_hand": {"анна": 0, "Vera": 0}})
    money = store.settle_evening([first.id, second.id])
    assert money.to_json() == {
        "currency": "₽",
        "nets": {"Анна": "8.00", "Boris": "-10.00", "Vera": "2.00"},
        "transfers": [
            {"from": "Boris", "to": "Анна", "amount": "8.00"},
            {"from": "Boris", "to": "Vera", "amount": "2.00"},
        ],
    }
    at_two = store.settle_evening([first.id, second.id], price=Decimal(2), currency="$")
    assert at_two.currency == "$"
    assert dict(at_two.nets) == {"Анна": 1200, "Boris": -2000, "Vera": 800}


def test_an_evening_needs_every_price_and_one_currency(store: Store) -> None:
    """A sitting without a price and no price given is named; two different currencies
    are refused rather than added [Ruling]; a sitting named twice counts once only by
    refusal."""
    rouble = store.create_sitting("gin", ["A", "B"], price=Decimal(1), currency="₽").id
    dollar = store.create_sitting("gin", ["A", "B"], price=Decimal(1), currency="$").id
    bare = store.create_sitting("gin", ["A", "B"]).id
    with pytest.raises(MissingPrice) as missing:
        store.settle_evening([rouble, bare])
    assert missing.value.sitting == bare
    assert store.settle_evening([rouble, bare], price=Decimal(1)).currency == "₽"
    with pytest.raises(RuleViolation, match=r"^currency: .*different currencies \(₽, \$\)"):
        store.settle_evening([rouble, dollar])
    # Amounts in two currencies are never added, whatever the evening is called (issue
    # 32); one price for all, in a currency of its own, settles them.
    with pytest.raises(RuleViolation, match="cannot be added"):
        store.settle_evening([rouble, dollar], currency="у.е.")
    at_one = store.settle_evening([rouble, dollar], price=Decimal(1), currency="у.е.")
    assert at_one.currency == "у.е."
    with pytest.raises(RuleViolation, match="named twice"):
        store.settle_evening([rouble, rouble])


def test_revision_0005_adds_no_price_to_old_sittings(database_url: str) -> None:
    """A database at revision 0004 (two rummy sittings, from the 0001 rows of
    test_migrations) is upgraded: the columns appear, every old sitting has no price and
    no currency, and a price can then be set and read back."""
    _build_first_revision(database_url)
    target = resolve(database_url)
    engine = create(target)
    try:
        migrate.upgrade(engine, target.display, target="0004")
        with engine.connect() as connection:
            columns = {c["name"] for c in inspect(connection).get_columns("sitting")}
        assert "price" not in columns and "currency" not in columns
    finally:
        engine.dispose()
    with Store.open(database_url) as store:
        for sitting in (10, 11):
            loaded = store.load(sitting)  # type: ignore[arg-type]
            assert (loaded.session.price, loaded.session.currency) == (None, "")
            assert '"price"' not in write_session(loaded.session)
        store.set_price(10, Decimal("0.25"), "₽")  # type: ignore[arg-type]
        assert store.load(10).session.price == Decimal("0.25")  # type: ignore[arg-type]
        # Анна 42, Boris 0 on rummy (test_migrations): Анна +42 · 0.25 = 10.50.
        money = store.settle_evening([10])  # type: ignore[list-item]
        assert money.to_json()["nets"] == {"Анна": "10.50", "Boris": "-10.50"}
