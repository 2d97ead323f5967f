"""A deal form's field has one Python event filter, whatever watches it (issue 31).

Return enters, select on focus, the field's own keys and the sheet's undo keys were four
filters on one field, so each Paint, Show or Resize of an Enter crossed into Python four
times (about 490 crossings an Enter of a Three Bugs misdeal). They are concerns of the
field's one :class:`~desktop.widgets.event_chain.EventChain` now. Counted, not timed:

- in the real main window, an Enter of every game: no event delivered to a widget of the
  form reaches Python through that widget's filters more than once;
- an event type no concern reads reaches the chain alone, no concern;
- the concerns are asked in the order their filters were (the last installed first);
- the chain itself: order, a concern that takes the event, joining again, a concern
  deleted before its widget.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from benchmarks import test_every_game_window_bench as other_games
from benchmarks import test_three_bugs_window_bench as three_bugs
from benchmarks import test_window_bench as rummy
from desktop.shell.undo_keys import SheetUndoKeys
from desktop.sitting.entry_keys import ChoiceKeys, SelectOnFocus
from desktop.sitting.field_keys import FieldKeys
from desktop.sitting.return_enters import ReturnEnters
from desktop.widgets.event_chain import EventChain, chain_of
from desktop.widgets.spin_box_line import is_spin_box_line

STORED = 5
"""Deals in the sitting before the Enter that is counted."""


def three_bugs_sitting(store: Any) -> tuple[int, dict[str, Any]]:
    # A misdeal: the form goes back to a contract after it and shows its sixty fields.
    records = list(three_bugs._records(STORED))
    misdeal = {"type": "misdeal", "dealer": three_bugs._next_dealer(records)}
    return int(three_bugs._sitting(store, STORED)), misdeal


def rummy_sitting(store: Any) -> tuple[int, dict[str, Any]]:
    rng = random.Random(7)
    sitting = rummy._sitting(store, STORED, rng)
    return int(sitting), rummy._deal(rng)


def other_sitting(game: str) -> Callable[[Any], tuple[int, dict[str, Any]]]:
    def made(store: Any) -> tuple[int, dict[str, Any]]:
        stream = other_games._stream(game, STORED + 1)
        sitting = store.import_sessions([other_games._session(game, stream[:STORED])])[0]
        return int(sitting), stream[STORED]

    return made


SITTINGS: dict[str, Callable[[Any], tuple[int, dict[str, Any]]]] = {
    "three-bugs": three_bugs_sitting,
    "rummy": rummy_sitting,
    **{game: other_sitting(game) for game in other_games.GAMES},
}


class Crossings:
    """Every call of a Python ``eventFilter`` while counting: into which filter, for
    which watched object, and whether Qt called it (a crossing into Python) or a chain
    did (a concern asked)."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, QObject, bool]] = []

    def _profile(self, frame: FrameType, what: str, _arg: object) -> None:
        code = frame.f_code
        if what != "call" or code.co_name != "eventFilter" or code.co_argcount < 3:
            return
        watched = frame.f_locals.get(code.co_varnames[1])
        back = frame.f_back
        from_qt = back is None or back.f_code.co_name != "eventFilter"
        if isinstance(watched, QObject):
            self.calls.append((code.co_qualname, watched, from_qt))

    @contextmanager
    def counting(self) -> Iterator[None]:
        before = sys.getprofile()
        sys.setprofile(self._profile)
        try:
            yield
        finally:
            sys.setprofile(before)

    def crossings(self, widget: QObject) -> list[str]:
        """The filters Qt called for ``widget``."""
        return [name for name, watched, from_qt in self.calls if from_qt and watched is widget]


class Deliveries(QObject):
    """Every event QApplication delivered while installed, by (receiver, type): an
    application's filter sees each delivery once, before the receiver's own filters."""

    def __init__(self) -> None:
        super().__init__()
        self.count: Counter[tuple[int, QEvent.Type]] = Counter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        self.count[(id(watched), event.type())] += 1
        return False


def form_widgets(view: Any) -> list[QWidget]:
    box = view.form_box
    return [box, *box.findChildren(QWidget)]


def watched_fields(view: Any) -> list[QWidget]:
    """The form's widgets some concern watches: its inputs and the labels whose letter
    reaches a button (a spin box's own line is the spin box's)."""
    fields = []
    own_buttons = view.form_box.buttons()
    for widget in view.form_box.findChildren(QWidget):
        if is_spin_box_line(widget):
            continue
        inputs = QAbstractSpinBox | QComboBox | QAbstractButton | QLineEdit
        labelled = isinstance(widget, QLabel) and isinstance(widget.buddy(), QAbstractButton)
        if (isinstance(widget, inputs) and widget not in own_buttons) or labelled:
            fields.append(widget)
    return fields


def open_view(qtbot: Any, window: Any, sitting: int) -> Any:
    with qtbot.waitSignal(window.sig_sitting_opened):
        assert window.open_sitting(sitting)
    QApplication.processEvents()
    return window.view


@pytest.mark.parametrize("game", list(SITTINGS))
def test_an_enter_reaches_python_once_an_event_of_a_form_widget(
    qtbot: Any, main_window: Any, store: Any, game: str
) -> None:
    """Return → painted (the key's own path, ``SittingView.submit``, then the events
    processed and the window repainted): each event Qt delivers to a widget of the form
    crosses into Python once at most through that widget's filters (it crossed once a
    filter: 419 times for a Three Bugs misdeal's Enter, 131 now)."""
    sitting, record = SITTINGS[game](store)
    main_window.resize(1280, 900)
    view = open_view(qtbot, main_window, sitting)
    view.form.load(record)
    QApplication.processEvents()
    deliveries = Deliveries()
    crossings = Crossings()
    app = QCoreApplication.instance()
    assert app is not None
    app.installEventFilter(deliveries)
    try:
        with crossings.counting():
            assert view.submit()
            QApplication.processEvents()
            main_window.repaint()
    finally:
        app.removeEventFilter(deliveries)
    assert len(view.controller.session.deals) == STORED + 1
    crossed = 0
    for widget in form_widgets(view):
        names = [name for name in crossings.crossings(widget) if name != "Deliveries.eventFilter"]
        delivered = sum(n for (key, _kind), n in deliveries.count.items() if key == id(widget))
        assert len(names) <= delivered, (type(widget).__name__, widget.objectName(), names)
        crossed += len(names)
    # The Enter showed and painted fields that are watched: there was something to count.
    assert crossed > 0


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("three-bugs", {}),
        ("stukolka", {"variant": "ordinary", "ante": 3}),
        ("gin", {}),
        ("gin", {"variant": "oklahoma"}),
        ("rummy", {"packs": 1}),
        ("preferans", {}),
    ],
)
def test_an_event_no_concern_reads_reaches_the_chain_alone(
    qtbot: Any, main_window: Any, store: Any, game: str, options: dict[str, Any]
) -> None:
    """ShowToParent (sent to each field as its form is shown) and a user event: every
    watched field of the form calls one Python filter, its chain, and the chain asks no
    concern; a widget no concern watches calls none."""
    players = {"gin": ["Anna", "Boris"], "rummy": ["Anna", "Boris", "Vera"]}.get(
        game, ["Anna", "Boris", "Vera", "Gleb"] if game != "preferans" else ["A", "B", "C"]
    )
    loaded = store.create_sitting(game, players, options, first_dealer=players[0])
    view = open_view(qtbot, main_window, int(loaded.id))
    fields = watched_fields(view)
    assert fields
    for kind in (QEvent.Type.ShowToParent, QEvent.Type.User):
        crossings = Crossings()
        with crossings.counting():
            for widget in form_widgets(view):
                QApplication.sendEvent(widget, QEvent(kind))
        for widget in fields:
            assert crossings.crossings(widget) == ["EventChain.eventFilter"], (
                type(widget).__name__,
                widget.objectName(),
                crossings.crossings(widget),
            )
        asked = [name for name, _watched, from_qt in crossings.calls if not from_qt]
        assert asked == []
        for widget in form_widgets(view):
            if widget not in fields:
                assert len(crossings.crossings(widget)) <= 1


def test_the_concerns_are_asked_in_the_order_their_filters_were(
    qtbot: Any, main_window: Any, store: Any
) -> None:
    """The last to join first, as Qt asks filters: on a spin box the sheet's undo keys
    (installed by the main window over the whole view), then the field's keys ("last, so
    it sees a key first"), select on focus, Return; on Gin's radio buttons Return
    before the row's own keys, which the form installed first."""
    sitting, _record = three_bugs_sitting(store)
    view = open_view(qtbot, main_window, sitting)
    spin = next(s for s in view.form.findChildren(QSpinBox) if s.isVisible())
    asked = [type(concern) for concern in chain_of(spin).concerns()]
    assert asked == [SheetUndoKeys, FieldKeys, SelectOnFocus, ReturnEnters]
    # The chain is the spin box's one: asking for it again finds it.
    assert chain_of(spin) is chain_of(spin)
    assert len(spin.findChildren(EventChain)) == 1

    loaded = store.create_sitting("gin", ["Anna", "Boris"], {}, first_dealer="Anna")
    view = open_view(qtbot, main_window, int(loaded.id))
    button = view.form.findChildren(QRadioButton)[0]
    assert [type(c) for c in chain_of(button).concerns()] == [ReturnEnters, ChoiceKeys]
    # Gin's refusals: one chain on the form for all of them.
    places = view.form.refusal_places
    assert len(places) > 1
    assert set(chain_of(view.form).concerns()) == set(places)
    # And never two chains on a widget, however many concerns joined.
    for widget in [view.form, *view.form.findChildren(QWidget)]:
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        assert len(widget.findChildren(EventChain, options=direct)) <= 1


class Concern(QObject):
    """A concern that logs what it is asked and takes what it is told to."""

    def __init__(
        self, name: str, log: list[str], events: set[QEvent.Type], takes: bool = False
    ) -> None:
        super().__init__()
        self.name = name
        self.log = log
        self.events = frozenset(events)
        self.takes = takes

    def eventFilter(self, _watched: QObject, _event: QEvent) -> bool:
        self.log.append(self.name)
        return self.takes


def test_the_chain_asks_the_last_joined_first_and_stops_at_a_taker(qapp: Any) -> None:
    widget = QWidget()
    log: list[str] = []
    first = Concern("first", log, {QEvent.Type.User})
    second = Concern("second", log, {QEvent.Type.User, QEvent.Type.Leave})
    chain = chain_of(widget)
    chain.add(first)
    chain.add(second)
    assert chain_of(widget) is chain
    QApplication.sendEvent(widget, QEvent(QEvent.Type.User))
    assert log == ["second", "first"]
    log.clear()
    QApplication.sendEvent(widget, QEvent(QEvent.Type.Leave))
    assert log == ["second"]
    log.clear()
    QApplication.sendEvent(widget, QEvent(QEvent.Type.Enter))
    assert log == []
    # Joining again moves to the front, as installEventFilter does.
    chain.add(first)
    QApplication.sendEvent(widget, QEvent(QEvent.Type.User))
    assert log == ["first", "second"]
    log.clear()
    first.takes = True
    assert QApplication.sendEvent(widget, QEvent(QEvent.Type.User))
    assert log == ["first"]
    log.clear()
    # Deleted before the widget: forgotten, as Qt forgets a deleted filter.
    import shiboken6

    shiboken6.delete(first)
    QApplication.sendEvent(widget, QEvent(QEvent.Type.User))
    assert log == ["second"]
    assert chain.concerns() == [second]
    widget.deleteLater()
