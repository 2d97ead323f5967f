"""The worked example of stukolka.md ("Example"), replayed deal by deal.

Ordinary variant, 4 players A B C D, ante 3.
"""

from __future__ import annotations

import pytest

from rules.ledger import Scored
from rules.session import score
from tests.helpers import deal_sums
from tests.rules.stukolka_strategies import stukolka

EXAMPLE_DEALS = [
    {"dealer": "A", "knocked": ["B", "C"], "tricks": {"B": 2, "C": 1}},
    {"dealer": "B", "knocked": ["A", "C", "D"], "tricks": {"A": 3}},
    {"dealer": "C", "knocked": ["A", "B"], "tricks": {"A": 1, "B": 2}},
]


@pytest.fixture
def example() -> Scored:
    return score(stukolka(["A", "B", "C", "D"], EXAMPLE_DEALS, variant="ordinary", ante=3))


def test_deal_1_b_and_c_share_the_dealers_ante(example: Scored) -> None:
    """stukolka.md, Example, deal 1: A deals (−3), pot 3; B takes 2 tricks (+2), C 1 (+1)."""
    assert deal_sums(example, 1) == {
        "A": {"money": -3},
        "B": {"money": 2},
        "C": {"money": 1},
    }
    facts = example.deals[0].facts
    assert (facts.pot.carried_in, facts.pot.total, facts.pot.share, facts.on_table) == (0, 3, 1, 0)


def test_deal_2_two_knockers_without_a_trick_pay_remizes(example: Scored) -> None:
    """stukolka.md, Example, deal 2: B deals (−3), pot 3; A takes 3 tricks (+3); C and D
    took none and pay a remiz of 3 each (−3 each); 6 on the table."""
    assert deal_sums(example, 2) == {
        "A": {"money": 3},
        "B": {"money": -3},
        "C": {"money": -3},
        "D": {"money": -3},
    }
    facts = example.deals[1].facts
    assert facts.pot.total == 3
    assert facts.remizes == {"C": 3, "D": 3}
    assert facts.tricks == {"A": 3, "C": 0, "D": 0}
    assert facts.on_table == 6


def test_deal_3_the_remizes_and_cs_ante_make_a_pot_of_9(example: Scored) -> None:
    """stukolka.md, Example, deal 3: C deals (−3), pot 6 + 3 = 9; A takes 1 trick (+3),
    B 2 (+6); 0 on the table."""
    assert deal_sums(example, 3) == {
        "A": {"money": 3},
        "B": {"money": 6},
        "C": {"money": -3},
    }
    facts = example.deals[2].facts
    assert (facts.pot.carried_in, facts.pot.total, facts.pot.share, facts.on_table) == (6, 9, 3, 0)


def test_balances_and_table(example: Scored) -> None:
    """stukolka.md, Example: A −3+3+3 = +3, B +2−3+6 = +5, C +1−3−3 = −5, D −3; sum 0 with
    0 on the table; Stukolka never finishes."""
    assert dict(example.totals) == {"A": 3, "B": 5, "C": -5, "D": -3}
    assert example.summary.to_json() == {"on_table": 0}
    assert example.finished is False
    assert example.to_json()["on_table"] == 0


def test_two_tricks_are_one_entry_of_two_thirds(example: Scored) -> None:
    """stukolka.md, Example, deal 3: B's 2 tricks of a pot of 9 are written as one entry
    of 6 (2 × 9/3), reason "trick"; the entries come ante, tricks, remizes in seat order."""
    entries = [(e.player, e.points, e.reason, e.rule) for e in example.deals[2].entries]
    assert entries == [
        ("C", -3, "ante", "stukolka/ante"),
        ("A", 3, "trick", "stukolka/trick"),
        ("B", 6, "trick", "stukolka/trick"),
    ]
    deal_2 = [(e.player, e.points, e.reason) for e in example.deals[1].entries]
    assert deal_2 == [("B", -3, "ante"), ("A", 3, "trick"), ("C", -3, "remiz"), ("D", -3, "remiz")]
