"""A long Three Bugs sitting for the printing tests: a whole partie between Cyrillic
names (contracts, all passes and misdeals in turn), 94 deals."""

from __future__ import annotations

import json
from typing import Any

from rules.session import Session, read_session

PLAYERS = ["Анна", "Борис", "Вера", "Глеб"]


def long_three_bugs(deals: int = 94) -> Session:
    """The first ``deals`` deals (94 complete the partie)."""
    records: list[dict[str, Any]] = []
    for number in range(deals):
        dealer, soloist = PLAYERS[number % 4], PLAYERS[(number + 1) % 4]
        if number % 3 == 0:
            odd = number % 2 == 1
            records.append(
                {
                    "type": "contract",
                    "dealer": dealer,
                    "soloist": soloist,
                    "contract": "6NT" if odd else "8H",
                    "tricks": 3 if odd else 9,
                    "honours": 2 if odd else 4,
                }
            )
        elif number % 3 == 1:
            tricks = dict(zip(PLAYERS, (2, 3, 4, 4), strict=True))
            records.append({"type": "all-pass", "dealer": dealer, "tricks": tricks})
        else:
            records.append({"type": "misdeal", "dealer": dealer})
    data = {
        "format": "zapis-session",
        "version": 1,
        "game": "three-bugs",
        "players": PLAYERS,
        "deals": records,
    }
    return read_session(json.dumps(data, ensure_ascii=False))
