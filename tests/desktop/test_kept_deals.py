"""The one-look comparison of a sheet's deals with the sheet before (issue 31): for the
sheets the scorer hands on, after appends, edits, inserts, deletes and undos (an older
sheet found again), it finds the first changed deal that comparing deal by deal finds."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest

from benchmarks.test_every_game_window_bench import _session, _stream
from desktop.widgets.kept_deals import first_changed, first_changed_deal
from rules.errors import RuleViolation
from rules.ledger import Scored
from rules.scoring import Scoring
from tests.desktop.views_support import random_edit


@pytest.mark.parametrize("game", ["preferans", "stukolka", "gin"])
def test_the_first_changed_deal_is_found_in_one_look_as_deal_by_deal(game: str) -> None:
    rng = random.Random(31)
    pool = _stream(game, 300)
    records: list[Mapping[str, Any]] = list(pool[:150])
    scoring = Scoring()
    shown: Scored = scoring.score(_session(game, records))
    history = [records]
    looks = appends = 0
    for _ in range(120):
        if rng.random() < 1 / 7:
            kind, trial = "undo", history[max(len(history) - 2, 0)]
        else:
            kind, trial = random_edit(rng, records, pool)
        try:
            scored = scoring.score(_session(game, trial))
        except RuleViolation:
            continue
        expected = first_changed(shown.deals, scored.deals)
        assert first_changed_deal(shown.deals, scored.deals) == expected, kind
        if kind == "append":
            appends += 1
            assert expected == len(shown.deals)
        looks += 1
        records, shown = trial, scored
        history.append(trial)
    assert looks > 80 and appends > 30
