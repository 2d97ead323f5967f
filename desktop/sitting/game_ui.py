"""Which widgets serve which game: its options page in the new-sitting dialog and its view.

The main window and the new-sitting dialog know games only through this table, so each
game's widgets live in their own modules and are imported when first needed.

A game's *options page* is a ``QWidget`` constructed as ``Page(parent)`` with
``options() -> dict`` (the session options as typed), ``player_range() -> tuple[int, int]``
(how many seated players the options allow) and ``show_violation(violation) -> bool``
(show a refused option next to its field; ``False`` if the page has no such field).

A game's *view* is a ``QWidget`` constructed as ``View(controller, parent)`` from a
:class:`~desktop.sitting.controller.SittingController`, with a signal
``sig_rule_activated(str)`` (an entry's rule id was clicked) and ``focus_entry()`` (put
the keyboard in the deal entry form). A view may also offer ``splitter`` (a QSplitter):
the main window keeps its state per game and, when it restores one, sets the view's
:data:`LAYOUT_RESTORED` property.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QWidget

LAYOUT_RESTORED = "zapis_layout_restored"
"""A view's Qt property, true when the main window restored the player's splitter."""


@dataclass(frozen=True)
class GameUi:
    """Where one game's widgets live."""

    game: str
    """The session-file game name."""
    title_source: str
    """The game's name in English, translated in the ``Games`` context."""
    options_page: str
    """``module:Class`` of the options page."""
    view: str
    """``module:Class`` of the view."""

    def title(self) -> str:
        """The game's name in the UI language."""
        return QCoreApplication.translate("Games", self.title_source)

    def make_options_page(self, parent: QWidget | None = None) -> QWidget:
        """A new options page for the new-sitting dialog."""
        page: QWidget = _load(self.options_page)(parent)
        return page

    def make_view(self, controller: object, parent: QWidget | None = None) -> QWidget:
        """A new view of an open sitting."""
        view: QWidget = _load(self.view)(controller, parent)
        return view


def _load(target: str) -> type:
    module_name, _, class_name = target.partition(":")
    cls: type = getattr(importlib.import_module(module_name), class_name)
    return cls


GAME_UIS: dict[str, GameUi] = {
    "three-bugs": GameUi(
        "three-bugs",
        QT_TRANSLATE_NOOP("Games", "Three Bugs"),
        "desktop.games.three_bugs.options_page:ThreeBugsOptionsPage",
        "desktop.games.three_bugs.view:ThreeBugsView",
    ),
    "stukolka": GameUi(
        "stukolka",
        QT_TRANSLATE_NOOP("Games", "Stukolka"),
        "desktop.games.stukolka.options_page:StukolkaOptionsPage",
        "desktop.games.stukolka.view:StukolkaView",
    ),
    "gin": GameUi(
        "gin",
        QT_TRANSLATE_NOOP("Games", "Gin"),
        "desktop.games.gin.options_page:GinOptionsPage",
        "desktop.games.gin.view:GinView",
    ),
    "rummy": GameUi(
        "rummy",
        QT_TRANSLATE_NOOP("Games", "Rummy"),
        "desktop.games.rummy.options_page:RummyOptionsPage",
        "desktop.games.rummy.view:RummyView",
    ),
}
"""Every game's widgets, by session-file game name."""
