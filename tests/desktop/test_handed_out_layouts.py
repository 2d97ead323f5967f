"""The layouts the Three Bugs paper and the Preferans pulka hand out read their folds'
lists without copying them (desktop/widgets/list_prefix.py, issue 31): whatever appends,
edits, inserts, deletes and undos follow, a layout handed out still says what it said,
the kept one is the one made from scratch, and the deals list built deal by deal is the
one built at once (an edit and its deal entered again give the same sheet)."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.test_every_game_window_bench import _session, _stream
from benchmarks.test_three_bugs_window_bench import _build
from benchmarks.test_three_bugs_window_bench import _session as three_bugs_session
from desktop.games.preferans.pulka_picture import PulkaFold, pulka_picture
from desktop.games.three_bugs.paper_layout import SheetFold, sheet_cells
from desktop.games.three_bugs.sheet_models import ThreeBugsDealsModel
from rules.errors import RuleViolation
from rules.scoring import Scoring
from rules.session import score
from tests.conftest import examples
from tests.desktop.views_support import pulka_series

SETTINGS = settings(
    max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
EDIT = st.tuples(
    st.sampled_from(["append", "append", "edit", "insert", "delete", "undo"]),
    st.integers(0, 10**6),
    st.integers(0, 10**6),
)


def _apply(
    kind: str, spot: int, pick: int, records: list[Any], pool: list[Any], history: list[Any]
) -> list[Any]:
    trial = list(records)
    where = spot % len(trial)
    if kind == "append":
        trial.append(pool[len(trial) % len(pool)])
    elif kind == "edit":
        trial[where] = pool[pick % len(pool)]
    elif kind == "insert":
        trial.insert(where, pool[pick % len(pool)])
    elif kind == "delete" and len(trial) > 1:
        del trial[where]
    elif kind == "undo" and len(history) > 1:
        trial = list(history[-2])
    return trial


def _frozen(layout: Any) -> tuple[Any, ...]:
    return (
        tuple(layout.players),
        tuple(layout.above_deals),
        tuple(layout.below_deals),
        tuple(layout.rules),
        tuple(layout.cells),
        dict(layout.games_this_rubber),
    )


@SETTINGS
@given(st.lists(EDIT, min_size=5, max_size=30))
def test_a_three_bugs_layout_handed_out_stays_as_it_was(qapp: Any, plan: list[Any]) -> None:
    pool = list(_build(80, 0.5, 10, seed=31))
    records = pool[:40]
    scoring, fold, model = Scoring(), SheetFold(), ThreeBugsDealsModel()
    handed: list[tuple[Any, tuple[Any, ...]]] = []
    history = [records]
    for kind, spot, pick in plan:
        trial = _apply(kind, spot, pick, records, pool, history)
        try:
            scored = scoring.score(three_bugs_session(trial))
        except RuleViolation:
            continue
        records = trial
        history.append(trial)
        layout = fold.layout(scored)
        handed.append((layout, _frozen(layout)))
        session = three_bugs_session(records)
        model.show_sheet(session.deals, scored)
    for layout, frozen in handed:
        assert _frozen(layout) == frozen
    if len(handed) > 0:
        fresh_scored = score(three_bugs_session(records))
        assert handed[-1][0] == sheet_cells(fresh_scored)
        fresh = ThreeBugsDealsModel()
        fresh.show_sheet(three_bugs_session(records).deals, fresh_scored)
        assert [r.cells for r in model.rows] == [r.cells for r in fresh.rows]


def _pulka_frozen(picture: Any) -> list[tuple[Any, ...]]:
    return [tuple(series) for series in pulka_series(picture)]


@SETTINGS
@given(st.lists(EDIT, min_size=5, max_size=30))
def test_a_pulka_handed_out_stays_as_it_was(plan: list[Any]) -> None:
    pool = _stream("preferans", 120)
    records = pool[:40]
    scoring, fold = Scoring(), PulkaFold()
    handed: list[tuple[Any, list[tuple[Any, ...]]]] = []
    history = [records]
    for kind, spot, pick in plan:
        trial = _apply(kind, spot, pick, records, pool, history)
        try:
            scored = scoring.score(_session("preferans", trial))
        except RuleViolation:
            continue
        records = trial
        history.append(trial)
        picture = fold.picture(scored, 20, "Anna")
        handed.append((picture, _pulka_frozen(picture)))
        assert picture == pulka_picture(score(_session("preferans", records)), 20, "Anna")
    for picture, frozen in handed:
        assert _pulka_frozen(picture) == frozen
