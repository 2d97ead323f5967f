"""Settlement worked by hand: each number below is worked out from the section of
settlement.md named in the test's docstring and compared with what rules.settlement
gives (the three shared money cases are run by tests/test_cases.py)."""

from __future__ import annotations

import json
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from commands.main import main
from rules.errors import RuleViolation
from rules.money import format_kopecks, price_in_kopecks, read_currency, read_price
from rules.registry import SettleBy, games, register, unregister
from rules.session import read_session, score, session_to_json, write_session
from rules.settlement import (
    Settlement,
    Transfer,
    evening,
    scored_json,
    settle_sitting,
    sitting_nets,
    transfers_for,
)
from tests.helpers import session_dict


def _priced(game: str, players: list[str], deals: list[Any], price: str, **options: Any) -> Any:
    data = session_dict(game, players, deals, **options)
    data["price"] = price
    data["currency"] = "₽"
    return read_session(json.dumps(data))


def _settle(session: Any) -> Settlement:
    money = settle_sitting(session, score(session))
    assert money is not None
    return money


# --- the price -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kopecks"),
    [("0.01", 1), ("1", 100), ("2.50", 250), ("2.5", 250), ("1000000", 100_000_000)],
)
def test_prices_the_spec_allows(text: str, kopecks: int) -> None:
    """settlement.md, "The price": a decimal string with at most two places, above 0, at
    most 1000000 ("0.01", "1", "2.50")."""
    price = read_price(text)
    assert price == Decimal(text)
    assert price_in_kopecks(price) == kopecks


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("2.505", "more than two decimal places"),
        ("0", "greater than 0"),
        ("0.00", "greater than 0"),
        ("-1", "greater than 0"),
        ("1000000.01", "more than the highest price"),
        ("abc", "not a decimal number"),
        ("1e3", "not a decimal number"),
        ("", "not a decimal number"),
        (" 2", "not a decimal number"),
        ("NaN", "not a decimal number"),
        (2.5, "decimal string"),
        (1, "decimal string"),
        (None, "decimal string"),
    ],
)
def test_prices_refused_with_one_line_naming_price(value: Any, words: str) -> None:
    """settlement.md: "Anything else is refused: exit 2, `price: …`" — more than two
    decimals, zero, negative, not a number (a JSON number too: money is never a float)."""
    with pytest.raises(RuleViolation) as refused:
        read_price(value)
    assert refused.value.field == "price"
    assert str(refused.value).startswith("price: ")
    assert words in str(refused.value)
    assert "\n" not in str(refused.value)


def test_currency_is_text_of_at_most_eight_characters() -> None:
    """settlement.md: free text of at most 8 characters; default empty."""
    assert read_currency("₽") == "₽"
    assert read_currency("руб.") == "руб."
    assert read_currency("12345678") == "12345678"
    for bad in ("123456789", 5, " $"):
        with pytest.raises(RuleViolation, match=r"^currency: "):
            read_currency(bad)


def test_amounts_are_written_with_two_places() -> None:
    """settlement.md, "Payments": amounts are decimal strings with two places."""
    assert [format_kopecks(k) for k in (1230, -410, 0, 5, -5, 100_000_000)] == [
        "12.30",
        "-4.10",
        "0.00",
        "0.05",
        "-0.05",
        "1000000.00",
    ]


# --- nets per game -------------------------------------------------------------------


def test_three_bugs_pairs_settle_their_differences() -> None:
    """settlement.md, "Nets", Three Bugs [Ruling]: net = (n·S − ΣS) · price. The 10NT
    down two: defenders 1750 each, Boris −840; ΣS = 4410; at 0.01 a point each defender
    gets (4·1750 − 4410) = 2590 kopecks = 25.90, Boris pays (4·(−840) − 4410) = 77.70."""
    deal = {
        "type": "contract",
        "dealer": "Anna",
        "soloist": "Boris",
        "contract": "10NT",
        "tricks": 8,
        "honours": 2,
    }
    money = _settle(_priced("three-bugs", ["Anna", "Boris", "Vera", "Gleb"], [deal], "0.01"))
    assert money.nets == {"Anna": 2590, "Boris": -7770, "Vera": 2590, "Gleb": 2590}
    assert money.transfers == (
        Transfer("Boris", "Anna", 2590),
        Transfer("Boris", "Vera", 2590),
        Transfer("Boris", "Gleb", 2590),
    )


def test_rummy_pairs_settle_their_differences() -> None:
    """settlement.md, "Nets", Rummy [Ruling]: the pairwise rule. Totals A 10, B 4, C −2
    at 1 a point: A gets 6 from B and 12 from C = 18.00; B gets 6 from C and pays 6 to A
    = 0.00; C pays 18.00 (and (n·S − ΣS): 3·10 − 12 = 18)."""
    deal = {"melded": {"A": 10, "B": 4, "C": 0}, "in_hand": {"A": 0, "B": 0, "C": 2}}
    session = _priced("rummy", ["A", "B", "C"], [deal], "1")
    assert score(session).totals == {"A": 10, "B": 4, "C": -2}
    money = _settle(session)
    assert money.nets == {"A": 1800, "B": 0, "C": -1800}
    assert money.transfers == (Transfer("C", "A", 1800),)


def test_gin_pays_the_settlement_net_once_the_game_is_over() -> None:
    """settlement.md, "Nets", Gin: the source's 243 at 0.10 is 24.30 from B to A; the
    same game one hand short of its end is not decided and settles nothing."""
    deals = [
        {"type": "knock", "player": "A", "deadwood": 6, "opponent_deadwood": 19},
        {"type": "gin", "player": "B", "opponent_deadwood": 24},
        {"type": "knock", "player": "B", "deadwood": 8, "opponent_deadwood": 9},
        {"type": "knock", "player": "A", "deadwood": 10, "opponent_deadwood": 27},
        {"type": "knock", "player": "B", "deadwood": 4, "opponent_deadwood": 4},
        {"type": "knock", "player": "A", "deadwood": 7, "opponent_deadwood": 39},
        {"type": "gin", "player": "A", "opponent_deadwood": 6},
    ]
    whole = _priced("gin", ["A", "B"], deals, "0.10")
    assert _settle(whole).nets == {"A": 2430, "B": -2430}
    assert _settle(whole).transfers == (Transfer("B", "A", 2430),)
    open_game = _settle(whole.prefix(6))
    assert open_game.nets == {"A": 0, "B": 0}
    assert open_game.transfers == ()


def test_hollywood_pays_the_match_settlement_once_decided() -> None:
    """settlement.md, "Nets", Gin — Hollywood: the match settlement once it is decided.
    Target 10; A goes gin against 30 three times: each hand is 25 + 30 = 55, and each
    lands in a new column (his first win opens column 1, which it closes; the next opens
    column 2, and so on), closing it with 55 + 100 game + 25 box = 180. After two hands
    the third column is open: nothing is paid. After three, the match is 3 × 180 = 540,
    at 0.05 a point 27.00 from B to A."""
    deals = [{"type": "gin", "player": "A", "opponent_deadwood": 30}] * 3
    session = _priced("gin", ["A", "B"], deals, "0.05", scoring="hollywood", target=10)
    assert score(session).summary.to_json()["settlement"] == {"winner": "A", "net": 540}
    assert _settle(session).nets == {"A": 2700, "B": -2700}
    assert _settle(session.prefix(2)).nets == {"A": 0, "B": 0}


def test_stukolka_balances_with_the_table_shared() -> None:
    """settlement.md, "Nets", Stukolka: balance · price, the money on the table shared
    equally [Ruling]. Three players, ante 3, A deals and nobody knocks: A −3, the 3 stays
    on the table. At 0.50: A −1.50 + 0.50 = −1.00, B and C 0.50 each; A pays both."""
    session = _priced(
        "stukolka",
        ["A", "B", "C"],
        [{"dealer": "A", "knocked": [], "tricks": {}}],
        "0.50",
        variant="ordinary",
        ante=3,
    )
    assert score(session).summary.to_json()["on_table"] == 3
    money = _settle(session)
    assert money.nets == {"A": -100, "B": 50, "C": 50}
    assert money.transfers == (Transfer("A", "B", 50), Transfer("A", "C", 50))


def test_stukolka_kopecks_that_do_not_divide_go_in_seat_order() -> None:
    """settlement.md, "Nets", Stukolka: kopecks that do not divide go one each to the
    players in seat order, the first seat first. Four players, ante 3, nobody knocks, at
    0.01: 3 kopecks on the table for 4 players — A, B and C one each, D none; so A
    −3 + 1 = −0.02, B 0.01, C 0.01, D 0.00."""
    session = _priced(
        "stukolka",
        ["A", "B", "C", "D"],
        [{"dealer": "A", "knocked": [], "tricks": {}}],
        "0.01",
        variant="ordinary",
        ante=3,
    )
    money = _settle(session)
    assert money.nets == {"A": -2, "B": 1, "C": 1, "D": 0}
    assert money.transfers == (Transfer("A", "B", 1), Transfer("A", "C", 1))


def test_no_price_no_settlement() -> None:
    """settlement.md: "Without a price there is no settlement (the sheet is scored as
    before)": no payments key in the output."""
    session = read_session(json.dumps(session_dict("gin", ["A", "B"], [])))
    assert settle_sitting(session, score(session)) is None
    assert "payments" not in scored_json(session, score(session))


def test_an_unknown_game_has_no_settlement_rule() -> None:
    session = _priced("gin", ["A", "B"], [], "1")
    scored = score(session)
    other = replace(scored, game="fifth")
    with pytest.raises(ValueError, match="fifth"):
        sitting_nets(other, Decimal(1))


def test_each_built_in_game_names_its_way_of_settling() -> None:
    """settlement.md, "Nets": Three Bugs and rummy pairwise by differences [Ruling], gin
    by its settlement net, Stukolka by balances with the table shared [Ruling], Preferans
    by its own exact nets in kopecks (preferans.md §10.6, its hooks' settle); each a
    trait of the game's registry entry."""
    assert {entry.name: entry.settle_by for entry in games()} == {
        "three-bugs": SettleBy.PAIRWISE,
        "rummy": SettleBy.PAIRWISE,
        "gin": SettleBy.SETTLEMENT_NET,
        "preferans": SettleBy.GAME,
        "stukolka": SettleBy.BALANCES,
    }


def _hearts(settle_by: SettleBy | None) -> Any:
    from tests.fifth_game.rules import ENTRY

    return replace(ENTRY, settle_by=settle_by)


def test_a_fifth_game_settles_by_the_trait_its_entry_names() -> None:
    """Hearts registered with ``settle_by=PAIRWISE`` settles with no change to
    rules/settlement.py: penalties 15, 5, 6 taken are totals −15, −5, −6 (ΣS = −26), so
    at 1 a point the nets are (3S + 26) · 1 = −19, +11, +8."""
    entry = register(_hearts(SettleBy.PAIRWISE))
    try:
        deal = {"dealer": "A", "taken": {"A": 15, "B": 5, "C": 6}}
        session = _priced("hearts", ["A", "B", "C"], [deal], "1")
        nets = sitting_nets(score(session), Decimal(1))
    finally:
        unregister(entry.name)
    assert nets == {"A": -1900, "B": 1100, "C": 800}


def test_a_game_whose_entry_names_no_way_has_no_settlement() -> None:
    """Hearts as the fifth-game test registers it (no ``settle_by``): a priced sitting is
    refused with the game named, not settled by a guess."""
    entry = register(_hearts(None))
    try:
        session = _priced("hearts", ["A", "B", "C"], [], "1")
        with pytest.raises(ValueError, match="hearts"):
            sitting_nets(score(session), Decimal(1))
    finally:
        unregister(entry.name)


# --- payments ------------------------------------------------------------------------


def test_payments_follow_the_stated_rule_and_its_ties() -> None:
    """settlement.md, "Payments": the one who owes most pays the one owed most the
    smaller amount; ties go to the earlier seat. A −5, B −5, C +7, D +3: A (earlier of
    the equal debtors) pays C 5; C is now owed 2 and D 3, so B pays D 3, then C 2. And
    A −3, B +3, C +3, D −3: A pays B (the earlier of each pair), then D pays C."""
    assert transfers_for({"A": -500, "B": -500, "C": 700, "D": 300}) == (
        Transfer("A", "C", 500),
        Transfer("B", "D", 300),
        Transfer("B", "C", 200),
    )
    assert transfers_for({"A": -300, "B": 300, "C": 300, "D": -300}) == (
        Transfer("A", "B", 300),
        Transfer("D", "C", 300),
    )
    assert transfers_for({"A": 0, "B": 0}) == ()


def test_payments_need_nets_that_sum_to_zero() -> None:
    with pytest.raises(ValueError, match="sum to 0"):
        transfers_for({"A": 1, "B": 0})


# --- an evening ----------------------------------------------------------------------


def test_an_evening_adds_each_players_nets_then_pays() -> None:
    """settlement.md, "An evening": nets add up across sittings, then the payments.
    Sitting 1: Anna +10.00, Boris −10.00; sitting 2 (with Vera): Boris +4.00, Vera
    −4.00. Evening: Anna +10.00, Boris −6.00, Vera −4.00: Boris pays Anna 6.00, Vera
    pays Anna 4.00 — two payments, not three."""
    money = evening([{"Anna": 1000, "Boris": -1000}, {"Boris": 400, "Vera": -400}], "₽")
    assert money.nets == {"Anna": 1000, "Boris": -600, "Vera": -400}
    assert money.transfers == (Transfer("Boris", "Anna", 600), Transfer("Vera", "Anna", 400))
    assert money.to_json() == {
        "currency": "₽",
        "nets": {"Anna": "10.00", "Boris": "-6.00", "Vera": "-4.00"},
        "transfers": [
            {"from": "Boris", "to": "Anna", "amount": "6.00"},
            {"from": "Vera", "to": "Anna", "amount": "4.00"},
        ],
    }


# --- the session file and zapis score --------------------------------------------------


def test_price_and_currency_are_written_back_as_read() -> None:
    """session-format.md: price and currency are optional top-level keys; a file read
    and written again is the same (the price exactly as written, "2.5" or "2.50")."""
    for price in ("2.5", "2.50", "1", "0.01"):
        data = session_dict("gin", ["A", "B"], [])
        data["price"] = price
        data["currency"] = "руб."
        session = read_session(json.dumps(data))
        assert session.price == Decimal(price)
        written = session_to_json(session)
        assert (written["price"], written["currency"]) == (price, "руб.")
        assert write_session(read_session(write_session(session))) == write_session(session)
    bare = read_session(json.dumps(session_dict("gin", ["A", "B"], [])))
    assert (bare.price, bare.currency) == (None, "")
    assert "price" not in session_to_json(bare) and "currency" not in session_to_json(bare)


@pytest.mark.parametrize(
    ("extra", "line"),
    [
        ({"price": "1.234"}, "price: price 1.234 has more than two decimal places"),
        ({"price": 0.5}, 'price: price must be a decimal string such as "2.50", not a fraction'),
        ({"price": "1", "currency": "roubles!!"}, "currency: currency 'roubles!!' is longer"),
    ],
)
def test_zapis_score_refuses_a_bad_price_in_one_line(
    extra: dict[str, Any], line: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """settlement.md: a bad price is refused: exit 2, nothing on stdout, `price: …`."""
    path = tmp_path / "s.json"
    path.write_text(json.dumps(session_dict("gin", ["A", "B"], []) | extra), encoding="utf-8")
    assert main(["score", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith(line), err


def test_zapis_score_prints_payments_only_with_a_price(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """settlement.md, "Output": `payments` is added when the file has a price."""
    path = tmp_path / "s.json"
    deals = [{"type": "gin", "player": "A", "opponent_deadwood": 30}]
    data = session_dict("gin", ["A", "B"], deals, target=10)
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["score", str(path)]) == 0
    assert "payments" not in json.loads(capsys.readouterr().out)
    path.write_text(json.dumps(data | {"price": "2"}), encoding="utf-8")
    assert main(["score", str(path)]) == 0
    # 25 + 30 for the gin, 100 for the game, 25 box: 180 points at 2 = 360.00.
    assert json.loads(capsys.readouterr().out)["payments"] == {
        "currency": "",
        "nets": {"A": "360.00", "B": "-360.00"},
        "transfers": [{"from": "B", "to": "A", "amount": "360.00"}],
    }
