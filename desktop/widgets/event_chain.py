"""One Python event filter a widget, however many concerns watch it.

Every event Qt sends a widget crosses into Python once for each Python event filter
installed on it: PySide wraps the event and turns its type into an enum, Paint, Show,
Move, Resize and LayoutRequest alike. A field of a deal form was watched by four filters
(Return enters, select on focus, the field's own keys, the sheet's undo keys), so an
Enter of a Three Bugs misdeal, which shows and paints some sixty fields again, crossed
about 490 times for the few key and focus events any of them reads (issue 31).

A widget's :class:`EventChain` is its one Python filter: the concerns that watch it join
the chain instead of installing themselves, each declaring the event types it reads,
and the chain lets every other event through after one look at a set. It asks them as
Qt asks filters: the one that joined last first, and no further once one has taken the
event. A concern keeps its own module and its own ``eventFilter``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt

_NAME = "zapisEventChain"


class Concern(Protocol):
    """What watches a widget through its chain: the event types it reads, and its
    filter for them (``True``: the event is taken, as from ``QObject.eventFilter``)."""

    @property
    def events(self) -> frozenset[QEvent.Type]: ...

    def eventFilter(self, watched: QObject, event: QEvent) -> bool: ...


class EventChain(QObject):
    """The one Python event filter of a widget, asking the concerns that watch it."""

    def __init__(self, widget: QObject) -> None:
        super().__init__(widget)
        self.setObjectName(_NAME)
        self._concerns: list[tuple[Concern, frozenset[QEvent.Type]]] = []
        self._asked: tuple[tuple[Concern, frozenset[QEvent.Type]], ...] = ()
        """The concerns in the order they are asked: the last to join first."""
        self._read: frozenset[QEvent.Type] = frozenset()
        """Every event type some concern reads."""
        widget.installEventFilter(self)

    def add(self, concern: Concern) -> None:
        """Ask ``concern`` first from now on (again if it was already in the chain, as
        ``installEventFilter`` moves a filter installed again to the front)."""
        self._concerns = [pair for pair in self._concerns if pair[0] is not concern]
        self._concerns.append((concern, frozenset(concern.events)))
        self._changed()

    def concerns(self) -> list[Concern]:
        """The concerns in the order they are asked."""
        return [concern for concern, _events in self._asked]

    def _changed(self) -> None:
        self._asked = tuple(reversed(self._concerns))
        self._read = frozenset().union(*(events for _concern, events in self._concerns))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in self._read:
            return False
        for concern, events in self._asked:
            if kind not in events:
                continue
            if isinstance(concern, QObject) and not shiboken6.isValid(concern):
                # Deleted before the widget: Qt forgets a deleted filter, and so do we.
                self._concerns = [pair for pair in self._concerns if pair[0] is not concern]
                self._changed()
                continue
            if concern.eventFilter(watched, event):
                return True
        return False


def chain_of(widget: QObject) -> EventChain:
    """The chain of ``widget``, made and installed on its first concern."""
    found = widget.findChild(EventChain, _NAME, Qt.FindChildOption.FindDirectChildrenOnly)
    return found if isinstance(found, EventChain) else EventChain(widget)


def watch(widgets: Iterable[QObject], concern: Concern) -> None:
    """``concern`` joins the chain of each of ``widgets``."""
    for widget in widgets:
        chain_of(widget).add(concern)
