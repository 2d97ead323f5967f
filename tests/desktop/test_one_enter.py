"""One Enter scores the new deal once (issue 24, "one scoring object, one Enter"): the
form's check, the store's write and the proposed next dealer all come from the store's
:class:`~rules.scoring.Scoring`, counted here as the engines' own ``Scorer.step`` calls,
through the real view, controller and store of every built-in game. And nothing is
process-wide: two stores score apart, and no memo is left to clear by hand."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import rules.score_memo
from db.service import Store
from desktop.games.game_ui import GAME_UIS
from desktop.sitting.controller import SittingController
from rules.gin.scorer import GinScorer
from rules.preferans.sheet import PreferansScorer
from rules.rummy.scorer import RummyScorer
from rules.session import Session, new_session, read_session, score, with_json_deals
from rules.stukolka.scorer import StukolkaScorer
from rules.three_bugs.scorer import ThreeBugsScorer
from tests.conftest import CASES

SCORERS = (GinScorer, PreferansScorer, RummyScorer, StukolkaScorer, ThreeBugsScorer)
"""Every built-in game's scorer: the only place a deal is stepped."""


def _case(name: str) -> Session:
    return read_session(json.dumps(json.loads((CASES / name).read_text("utf-8"))["session"]))


def _rummy() -> Session:
    rng = random.Random(5)
    players = ("Анна", "Борис", "Вера")
    base = new_session("rummy", players, {"target": 10**6})
    deals = [
        {
            "melded": {name: rng.randint(0, 50) for name in players},
            "in_hand": {name: rng.randint(0, 30) for name in players},
        }
        for _ in range(40)
    ]
    return with_json_deals(base, deals)


SITTINGS = {
    "three-bugs": lambda: _case("three-bugs-all-pass-and-misdeal.json"),
    "stukolka": lambda: _case("stukolka-spec-example.json"),
    "gin": lambda: _case("gin-source-example.json"),
    "preferans": lambda: _case("preferans-spec-example.json"),
    "rummy": _rummy,
}


class Steps:
    """Every ``Scorer.step`` of the built-in engines while it is installed: the number
    of each deal stepped, in order."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.numbers: list[int] = []
        for scorer in SCORERS:
            monkeypatch.setattr(scorer, "step", self._counted(scorer.step))

    def _counted(self, step: Any) -> Any:
        def counted(scorer: Any, record: Any, number: int) -> Any:
            self.numbers.append(number)
            return step(scorer, record, number)

        return counted


@pytest.fixture(params=sorted(SITTINGS))
def entering(request: Any, qtbot: Any, store: Store) -> Iterator[tuple[Any, dict[str, Any]]]:
    """A built-in game's view open on its sitting but the last deal, and that deal."""
    session = SITTINGS[request.param]()
    last = dict(session.deals[-1].to_json())
    sitting = store.import_sessions([replace(session, deals=session.deals[:-1])])[0]
    view = GAME_UIS[session.game].make_view(SittingController(store, sitting))
    qtbot.addWidget(view)
    view.resize(1100, 700)
    view.show()
    qtbot.waitExposed(view)
    yield view, last


def test_an_enter_steps_the_new_deal_once(
    entering: tuple[Any, dict[str, Any]], store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    view, record = entering
    controller = view.controller
    before = controller.session
    steps = Steps(monkeypatch)
    view.form.load(record)
    checked: list[Any] = []
    check = controller.checked_sheet

    def kept_check(*args: Any) -> Any:
        checked.append(check(*args))
        return checked[-1]

    monkeypatch.setattr(controller, "checked_sheet", kept_check)
    changes: list[Any] = []
    controller.sig_changed.connect(changes.append)
    assert view.submit()
    controller.proposed_dealer()
    # The form's check stepped the new deal (gin's preview did, as the form was filled,
    # and the check found it); the store's write, the view and the next dealer proposed
    # for the cleared form found that sheet kept. Nothing before it was
    # stepped again; the only other step allowed is the cleared form's one look at the
    # deal after (gin's preview of what the next hand would score).
    number = len(before.deals) + 1
    assert steps.numbers.count(number) == 1, steps.numbers
    assert set(steps.numbers) <= {number, number + 1}, steps.numbers
    assert steps.numbers.count(number + 1) <= 1, steps.numbers
    [change] = changes
    # What the store wrote is the check's very sheet, and the session it built is the
    # window's now: nothing rebuilt.
    assert checked and change.scored is checked[-1]
    assert controller.scored is change.scored and controller.session is change.session
    assert len(change.session.deals) == len(before.deals) + 1
    assert change.session.deals[:-1] == before.deals
    # And it is the engine's sheet, deal for deal.
    assert change.scored == score(change.session)
    assert store.load(controller.sitting_id).scored == change.scored


def test_no_memo_is_process_wide(tmp_path: Path) -> None:
    """Each store has its own scoring, and scoring one table keeps nothing in another."""
    assert not hasattr(rules.score_memo, "MEMO")
    session = _rummy()
    with (
        Store.open(str(tmp_path / "one.sqlite")) as one,
        Store.open(str(tmp_path / "two.sqlite")) as two,
    ):
        assert one.scoring is not two.scoring
        [first] = one.import_sessions([session])
        one.load(first)
        counted = two.scoring.deals_scored
        assert one.scoring.deals_scored > 0 and counted == 0
        [second] = two.import_sessions([session])
        assert two.scoring.deals_scored == len(session.deals)
        assert two.load(second).scored == one.load(first).scored
