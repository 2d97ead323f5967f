"""Refused deals (three-bugs.md, "Bad input"; brief: unknown keys, wrong types, missing
fields). Each case is refused with a RuleViolation naming the deal and the field and
saying what is allowed; the template is a constant with the values as parameters."""

from __future__ import annotations

from typing import Any

import pytest

from commands.main import main
from tests.rules.three_bugs_support import TRIO, all_pass, contract, misdeal, refusal

GOOD = contract("Boris", "7H", 7)


def bad_contract(**changes: Any) -> dict[str, Any]:
    """The good contract deal with fields changed (``...`` removes one)."""
    record = dict(GOOD)
    for key, value in changes.items():
        if value is ...:
            record.pop(key)
        else:
            record[key] = value
    return record


# (id, deal, field, the whole message after "deal 2: ")
CASES: list[tuple[str, dict[str, Any], str, str]] = [
    # --- the spec's "Bad input" list, in its order ---
    (
        "unknown-player-in-tricks",
        {
            "type": "all-pass",
            "dealer": "Anna",
            "tricks": {"Anna": 2, "Boris": 3, "Vera": 4, "Ivan": 4},
        },
        "tricks",
        "tricks 'Ivan' is not a player at the table (Anna, Boris, Vera, Gleb)",
    ),
    (
        "unknown-player-in-amurchik",
        bad_contract(amurchik=["Ivan"]),
        "amurchik",
        "amurchik 'Ivan' is not a player at the table (Anna, Boris, Vera, Gleb)",
    ),
    (
        "dealer-not-at-table",
        bad_contract(dealer="Ivan"),
        "dealer",
        "dealer 'Ivan' is not a player at the table (Anna, Boris, Vera, Gleb)",
    ),
    (
        "misdeal-dealer-not-at-table",
        misdeal("Ivan"),
        "dealer",
        "dealer 'Ivan' is not a player at the table (Anna, Boris, Vera, Gleb)",
    ),
    (
        "soloist-not-at-table",
        bad_contract(soloist="Ivan"),
        "soloist",
        "soloist 'Ivan' is not a player at the table (Anna, Boris, Vera, Gleb)",
    ),
    (
        "contract-level-below-4",
        bad_contract(contract="3NT"),
        "contract",
        "contract 3NT: level 3 is outside 4..13",
    ),
    (
        "contract-level-above-13",
        bad_contract(contract="14S"),
        "contract",
        "contract 14S: level 14 is outside 4..13",
    ),
    (
        "contract-unknown-strain",
        bad_contract(contract="7X"),
        "contract",
        "contract '7X' is not a contract: write a level 4..13 and a strain S, C, D, H or NT, "
        "e.g. 10NT",
    ),
    (
        "contract-lowercase-strain",
        bad_contract(contract="7h"),
        "contract",
        "contract '7h' is not a contract: write a level 4..13 and a strain S, C, D, H or NT, "
        "e.g. 10NT",
    ),
    (
        "bid-unknown-strain",
        bad_contract(bid="6B"),
        "bid",
        "winning bid '6B' is not a contract: write a level 4..13 and a strain S, C, D, H or NT, "
        "e.g. 10NT",
    ),
    (
        "contract-lower-level-than-bid",
        bad_contract(bid="8S"),
        "contract",
        "final contract 7H is lower than the winning bid 8S; it may be 8S or any higher contract",
    ),
    (
        "contract-lower-strain-than-bid",
        bad_contract(bid="7NT"),
        "contract",
        "final contract 7H is lower than the winning bid 7NT; it may be 7NT or any higher contract",
    ),
    ("tricks-over-13", bad_contract(tricks=14), "tricks", "soloist tricks 14 is outside 0..13"),
    ("tricks-negative", bad_contract(tricks=-1), "tricks", "soloist tricks -1 is outside 0..13"),
    (
        "all-pass-tricks-sum",
        all_pass(2, 3, 4, 5),
        "tricks",
        "all-pass tricks sum to 14; they must sum to 13",
    ),
    (
        "all-pass-tricks-miss-a-player",
        {"type": "all-pass", "dealer": "Anna", "tricks": {"Anna": 3, "Boris": 5, "Vera": 5}},
        "tricks",
        "all-pass tricks give none for Gleb; every player's tricks are needed",
    ),
    (
        "all-pass-tricks-over-13",
        {
            "type": "all-pass",
            "dealer": "Anna",
            "tricks": {"Anna": 14, "Boris": 0, "Vera": 0, "Gleb": 0},
        },
        "tricks",
        "tricks of Anna 14 is outside 0..13",
    ),
    ("honours-over-8", bad_contract(honours=9), "honours", "honours at a suit 9 is outside 0..8"),
    (
        "honours-over-4-at-nt",
        bad_contract(contract="7NT", honours=5),
        "honours",
        "honours at NT (aces) 5 is outside 0..4",
    ),
    (
        "honours-negative",
        bad_contract(honours=-1),
        "honours",
        "honours at a suit -1 is outside 0..8",
    ),
    (
        "crown-shorter-than-3",
        bad_contract(crowns=[{"player": "Anna", "suit": "S", "length": 2}]),
        "crowns.length",
        "crown length 2 is outside 3..13",
    ),
    (
        "crown-longer-than-13",
        bad_contract(crowns=[{"player": "Anna", "suit": "S", "length": 14}]),
        "crowns.length",
        "crown length 14 is outside 3..13",
    ),
    (
        "two-crowns-in-one-suit",
        bad_contract(
            crowns=[
                {"player": "Anna", "suit": "S", "length": 3},
                {"player": "Anna", "suit": "S", "length": 4},
            ]
        ),
        "crowns",
        "Anna has two crowns in S; a suit makes one crown",
    ),
    (
        "crown-claimed-by-two",
        bad_contract(
            crowns=[
                {"player": "Anna", "suit": "D", "length": 3},
                {"player": "Vera", "suit": "D", "length": 3},
            ]
        ),
        "crowns",
        "the D crown is claimed by both Anna and Vera; only the hand with the ace can hold it",
    ),
    (
        "two-players-with-aces",
        bad_contract(aces=[{"player": "Anna", "count": 3}, {"player": "Gleb", "count": 3}]),
        "aces",
        "Anna and Gleb both claim three or more aces; only one hand can hold three or four of "
        "the four aces",
    ),
    (
        "amurchik-with-a-crown",
        bad_contract(crowns=[{"player": "Vera", "suit": "C", "length": 3}], amurchik=["Vera"]),
        "amurchik",
        "Vera cannot have an amurchik and also a crown or three or four aces: an amurchik hand "
        "holds no ace",
    ),
    (
        "amurchik-with-aces",
        bad_contract(aces=[{"player": "Gleb", "count": 4}], amurchik=["Gleb"]),
        "amurchik",
        "Gleb cannot have an amurchik and also a crown or three or four aces: an amurchik hand "
        "holds no ace",
    ),
    (
        "fault-by-player-not-at-table",
        bad_contract(faults=[{"player": "Ivan", "kind": "revoke"}]),
        "faults.player",
        "fault by 'Ivan' is not a player at the table (Anna, Boris, Vera, Gleb)",
    ),
    (
        "exchange-fault-naming-a-player",
        bad_contract(faults=[{"player": "Anna", "kind": "exchange"}]),
        "faults.player",
        "the exchange fault names no player (it is the defenders' side's); leave out its player",
    ),
    # --- unknown keys, types, missing fields ---
    (
        "unknown-key-in-contract",
        bad_contract(doubled=True),
        "doubled",
        "unknown field 'doubled'; allowed: aces, amurchik, bid, cards, contract, crowns, dealer, "
        "faults, honours, soloist, tricks, type",
    ),
    (
        "unknown-key-in-misdeal",
        {"type": "misdeal", "dealer": "Anna", "tricks": 3},
        "tricks",
        "unknown field 'tricks'; allowed: dealer, type",
    ),
    (
        "unknown-key-in-all-pass",
        {**all_pass(2, 3, 4, 4), "soloist": "Anna"},
        "soloist",
        "unknown field 'soloist'; allowed: aces, amurchik, cards, crowns, dealer, faults, "
        "tricks, type",
    ),
    (
        "unknown-key-in-crown",
        bad_contract(crowns=[{"player": "Anna", "suit": "S", "length": 3, "cards": "AKQ"}]),
        "crowns.cards",
        "unknown field 'crowns.cards'; allowed: length, player, suit",
    ),
    (
        "unknown-deal-type",
        {"type": "redeal", "dealer": "Anna"},
        "type",
        "type 'redeal' is not one of misdeal, contract, all-pass",
    ),
    ("missing-type", {"dealer": "Anna"}, "type", "type is missing"),
    ("missing-dealer", {"type": "misdeal"}, "dealer", "dealer is missing"),
    ("missing-soloist", bad_contract(soloist=...), "soloist", "soloist is missing"),
    ("missing-contract", bad_contract(contract=...), "contract", "contract is missing"),
    ("missing-tricks", bad_contract(tricks=...), "tricks", "tricks is missing"),
    ("missing-honours", bad_contract(honours=...), "honours", "honours is missing"),
    (
        "missing-all-pass-tricks",
        {"type": "all-pass", "dealer": "Anna"},
        "tricks",
        "tricks is missing",
    ),
    (
        "missing-crown-length",
        bad_contract(crowns=[{"player": "Anna", "suit": "S"}]),
        "crowns.length",
        "crowns.length is missing",
    ),
    (
        "missing-fault-kind",
        bad_contract(faults=[{"player": "Anna"}]),
        "faults.kind",
        "faults.kind is missing",
    ),
    (
        "missing-fault-player",
        bad_contract(faults=[{"kind": "revoke"}]),
        "faults.player",
        "a revoke fault needs the player who made it (a player at the table)",
    ),
    (
        "tricks-as-text",
        bad_contract(tricks="8"),
        "tricks",
        "soloist tricks must be a whole number, not text",
    ),
    (
        "tricks-as-fraction",
        bad_contract(tricks=7.0),
        "tricks",
        "soloist tricks must be a whole number, not a fraction",
    ),
    (
        "tricks-as-bool",
        bad_contract(tricks=True),
        "tricks",
        "soloist tricks must be a whole number, not true/false",
    ),
    (
        "contract-as-number",
        bad_contract(contract=10),
        "contract",
        "contract must be text such as 10NT (level 4..13 and strain S, C, D, H or NT), not a "
        "number",
    ),
    (
        "dealer-as-number",
        bad_contract(dealer=1),
        "dealer",
        "dealer 'a number' is not a player at the table (Anna, Boris, Vera, Gleb)",
    ),
    (
        "crowns-not-a-list",
        bad_contract(crowns={"player": "Anna"}),
        "crowns",
        "crowns must be a list of {player, suit, length} objects, not an object",
    ),
    (
        "crown-not-an-object",
        bad_contract(crowns=["Anna"]),
        "crowns",
        "crowns must be a JSON object, not text",
    ),
    (
        "crown-unknown-suit",
        bad_contract(crowns=[{"player": "Anna", "suit": "NT", "length": 3}]),
        "crowns.suit",
        "crowns.suit 'NT' is not one of S, C, D, H",
    ),
    (
        "aces-count-two",
        bad_contract(aces=[{"player": "Anna", "count": 2}]),
        "aces.count",
        "aces count 2 is outside 3..4",
    ),
    (
        "aces-same-player-twice",
        bad_contract(aces=[{"player": "Anna", "count": 3}, {"player": "Anna", "count": 4}]),
        "aces",
        "aces names 'Anna' twice; give that player's aces once (3 or 4)",
    ),
    (
        "amurchik-twice",
        bad_contract(amurchik=["Anna", "Anna"]),
        "amurchik",
        "amurchik names 'Anna' twice",
    ),
    (
        "amurchik-not-a-list",
        bad_contract(amurchik="Anna"),
        "amurchik",
        "amurchik must be a list of players, not text",
    ),
    (
        "faults-not-a-list",
        bad_contract(faults="revoke"),
        "faults",
        "faults must be a list of {player, kind} objects, not text",
    ),
    (
        "unknown-fault-kind",
        bad_contract(faults=[{"player": "Anna", "kind": "cheating"}]),
        "faults.kind",
        "faults.kind 'cheating' is not one of revoke, no-trump, missed-turn, exchange",
    ),
    (
        "exchange-fault-twice",
        bad_contract(faults=[{"kind": "exchange"}, {"kind": "exchange"}]),
        "faults",
        "the exchange fault is written once per deal (its fine is once per deal)",
    ),
    (
        "exchange-fault-in-all-pass",
        all_pass(2, 3, 4, 4, faults=[{"kind": "exchange"}]),
        "faults.kind",
        "faults.kind 'exchange' is not one of revoke, no-trump, missed-turn",
    ),
    (
        "all-pass-tricks-not-an-object",
        {"type": "all-pass", "dealer": "Anna", "tricks": [2, 3, 4, 4]},
        "tricks",
        "tricks must be a JSON object, not a list",
    ),
    # --- what the cards make impossible ---
    (
        "crowns-over-thirteen-cards",
        bad_contract(
            crowns=[
                {"player": "Anna", "suit": "S", "length": 8},
                {"player": "Anna", "suit": "H", "length": 6},
            ]
        ),
        "crowns",
        "the crowns of Anna hold 14 cards; one hand holds 13",
    ),
    (
        "three-crowns-without-aces",
        bad_contract(crowns=[{"player": "Anna", "suit": s, "length": 3} for s in "SCD"]),
        "aces",
        "Anna has crowns in 3 suits, so holds 3 aces: aces must give Anna 3 or more",
    ),
    (
        "four-aces-and-another-crown",
        bad_contract(
            aces=[{"player": "Anna", "count": 4}],
            crowns=[{"player": "Vera", "suit": "H", "length": 3}],
        ),
        "aces",
        "the crowns and aces recorded need 5 aces (each crown starts with an ace); the pack has 4",
    ),
]


@pytest.mark.parametrize(
    ("deal", "field", "message"), [case[1:] for case in CASES], ids=[case[0] for case in CASES]
)
def test_bad_deal_is_refused(deal: dict[str, Any], field: str, message: str) -> None:
    """Each item of three-bugs.md "Bad input" (and the brief's extra checks) is refused
    at the right deal (here deal 2, after a good misdeal) and field."""
    problem = refusal(misdeal("Anna"), deal)
    assert problem.deal == 2
    assert problem.field == field
    assert str(problem) == f"deal 2: {message}"


def test_every_refusal_template_is_constant_text() -> None:
    """Brief: templates are constant English with {placeholders} (the app translates the
    template): a value never appears in the template itself."""
    problem = refusal(bad_contract(tricks=14))
    assert problem.template == "{name} {value} is outside {low}..{high}"
    assert problem.params == {"name": "soloist tricks", "value": 14, "low": 0, "high": 13}


def test_the_dummy_is_not_at_the_table_as_a_dealer() -> None:
    """Spec "Bad input": a dealer who is not at the table (the dummy included)."""
    problem = refusal(misdeal("Dummy"), players=TRIO, dummy=True)
    assert (problem.deal, problem.field) == (1, "dealer")


def test_a_deal_that_is_not_an_object() -> None:
    """Session format: each deal is a JSON object (refused by the reader, deal named)."""
    problem = refusal(misdeal(), ["misdeal"])  # type: ignore[arg-type]
    assert str(problem) == "deal 2: deal must be a JSON object, not a list"


def test_zapis_score_prints_one_line_and_exits_two(
    tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    """session-format.md: bad input → exit 2, nothing on stdout, one line on stderr naming
    the deal and the field."""
    import json

    from tests.helpers import session_dict

    path = tmp_path / "s.json"
    path.write_text(
        json.dumps(
            session_dict("three-bugs", ["Anna", "Boris", "Vera", "Gleb"], [bad_contract(tricks=14)])
        )
    )
    assert main(["score", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "deal 1: soloist tricks 14 is outside 0..13\n"
