"""Which widgets serve which game: its options page in the new-sitting dialog and its view.

The main window and the new-sitting dialog know games only through this table. Each game
names the package of its widgets (by convention ``desktop.games.<module>``), imported
when first needed, which exports

- ``OPTIONS_PAGE``: constructed as ``OPTIONS_PAGE(parent)``, an :class:`OptionsPage`;
- ``VIEW``: called as ``VIEW(controller, parent)``, it builds the game's parts (its
  :class:`~desktop.sitting.parts.DealForm` and :class:`~desktop.sitting.parts.DealSheet`)
  and the one :class:`~desktop.sitting.sitting_view.SittingView` from them, which the
  main window uses as a :class:`~desktop.sitting.game_view.GameView`.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, SignalInstance
from PySide6.QtWidgets import QWidget

from desktop.widgets.qt_typed import QT_TRANSLATE_NOOP
from rules import registry as rules_registry
from rules.errors import RuleViolation

if TYPE_CHECKING:
    from desktop.sitting.controller import SittingController
    from desktop.sitting.game_view import GameView


class OptionsPage(Protocol):
    """A game's page of the new-sitting dialog, as the dialog uses it."""

    @property
    def sig_player_range_changed(self) -> SignalInstance:
        """Carries the fewest and most seated players the options now allow."""
        ...

    def widget(self) -> QWidget:
        """The page as a widget, to be placed in the dialog."""
        ...

    def options(self) -> dict[str, Any]:
        """The session options as typed."""
        ...

    def player_range(self) -> tuple[int, int]:
        """How many seated players the options allow: ``(fewest, most)``."""
        ...

    def show_violation(self, violation: RuleViolation) -> bool:
        """Show a refused option beside its field; ``False`` if it names no field here."""
        ...

    def clear_violations(self) -> None:
        """Hide the messages of an earlier refusal."""
        ...


@dataclass(frozen=True)
class GameUi:
    """Where one game's widgets live."""

    game: str
    """The session-file game name."""
    title_source: str
    """The game's name in English, translated in the ``Games`` context."""
    package: str
    """The importable package exporting ``VIEW`` and ``OPTIONS_PAGE``."""

    def title(self) -> str:
        """The game's name in the UI language (a title with no translation shows as it
        is)."""
        return QCoreApplication.translate("Games", self.title_source)

    def make_options_page(self, parent: QWidget | None = None) -> OptionsPage:
        """A new options page for the new-sitting dialog."""
        page: OptionsPage = self._package().OPTIONS_PAGE(parent)
        return page

    def make_view(self, controller: SittingController, parent: QWidget | None = None) -> GameView:
        """A new view of an open sitting."""
        view: GameView = self._package().VIEW(controller, parent)
        return view

    def _package(self) -> ModuleType:
        return importlib.import_module(self.package)


def register_game(ui: GameUi, engine: str) -> None:
    """Add a game to Zapis: its engine (the module publishing ``GAME``) to the rules'
    registry and its widgets here. The one call a new game's two packages need; the new
    sitting dialog, the history, the players window and the main window then know it.

    Raises ``ValueError`` if the game is already known.
    """
    if ui.game in GAME_UIS:
        raise ValueError(f"the game '{ui.game}' already has its widgets")
    rules_registry.register_game(ui.game, engine)
    GAME_UIS[ui.game] = ui


def unregister_game(game: str) -> None:
    """Forget a game added by :func:`register_game`, in both registries."""
    GAME_UIS.pop(game, None)
    rules_registry.unregister_game(game)


GAME_UIS: dict[str, GameUi] = {
    "three-bugs": GameUi(
        "three-bugs",
        QT_TRANSLATE_NOOP("Games", "Three Bugs"),
        "desktop.games.three_bugs",
    ),
    "stukolka": GameUi(
        "stukolka",
        QT_TRANSLATE_NOOP("Games", "Stukolka"),
        "desktop.games.stukolka",
    ),
    "gin": GameUi(
        "gin",
        QT_TRANSLATE_NOOP("Games", "Gin"),
        "desktop.games.gin",
    ),
    "rummy": GameUi(
        "rummy",
        QT_TRANSLATE_NOOP("Games", "Rummy"),
        "desktop.games.rummy",
    ),
}
"""Every game's widgets, by session-file game name."""
