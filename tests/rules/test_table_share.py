"""settlement.md, "Nets", Stukolka: the money still on the table when the sitting is
settled is shared equally among the players [Ruling]; kopecks that do not divide go one
each to the players in seat order, the first seat first."""

from __future__ import annotations

import json
from decimal import Decimal

from rules.session import read_session, score
from rules.settlement import sitting_nets, table_share


def test_six_left_on_the_table_at_a_kopeck() -> None:
    """stukolka.md's example after deal 2: C's and D's remizes, 6, lie on the table. At
    0.01 a unit: 6 kopecks, 1 to each of four, the odd 2 to A and B; the nets are each
    balance (A 0, B −1, C −2, D −3) plus the share, summing to 0."""
    scored = score(
        read_session(
            json.dumps(
                {
                    "format": "zapis-session",
                    "version": 1,
                    "game": "stukolka",
                    "players": ["A", "B", "C", "D"],
                    "options": {"variant": "ordinary", "ante": 3},
                    "deals": [
                        {"dealer": "A", "knocked": ["B", "C"], "tricks": {"B": 2, "C": 1}},
                        {"dealer": "B", "knocked": ["A", "C", "D"], "tricks": {"A": 3}},
                    ],
                }
            )
        )
    )
    share = table_share(scored, Decimal("0.01"))
    assert share is not None
    assert (share.left, share.share, share.odd_to) == (6, 1, ("A", "B"))
    nets = sitting_nets(scored, Decimal("0.01"))
    assert nets == {"A": 0 + 2, "B": -1 + 2, "C": -2 + 1, "D": -3 + 1}
    assert sum(nets.values()) == 0


def test_a_game_with_no_table_money_has_no_share() -> None:
    """A rummy sheet keeps nothing on the table: no share."""
    data = {
        "format": "zapis-session",
        "version": 1,
        "game": "rummy",
        "players": ["A", "B"],
        "options": {},
        "deals": [{"melded": {"A": 30, "B": 0}, "in_hand": {"A": 0, "B": 10}}],
    }
    assert table_share(score(read_session(json.dumps(data))), Decimal("1")) is None
