"""Which widgets serve which game: its options page in the new-sitting dialog and its view.

Derived from the rules registry (:mod:`rules.registry`), never kept by hand: each game's
entry names the package of its widgets (``views``, by convention
``desktop.games.<module>``), imported when first needed, which exports

- ``OPTIONS_PAGE``: constructed as ``OPTIONS_PAGE(parent)``, an :class:`OptionsPage`;
- ``VIEW``: called as ``VIEW(controller, parent)``, it builds the game's parts (its
  :class:`~desktop.sitting.parts.DealForm` and :class:`~desktop.sitting.parts.DealSheet`)
  and the one :class:`~desktop.sitting.sitting_view.SittingView` from them, which the
  main window uses as a :class:`~desktop.sitting.game_view.GameView`;
- ``PRINT_SECTIONS`` (optional): called as ``PRINT_SECTIONS(scored, session)``, the
  game's printed sheet as :class:`~desktop.printing.sections.Section` tables (without it
  the sheet prints each player's running total,
  :func:`~desktop.printing.running_sheet.running_sections`);
- ``FACT_WORDS`` (optional): the game's record facts (its hooks' ``record_facts``
  names) → their English words, translated in the ``Lookback`` context (marked with
  ``QT_TRANSLATE_NOOP("Lookback", …)``);
- ``OPTION_WORDS`` (optional): the game's option keys and word values → their English
  words on the printed sheet, translated in the ``Printing`` context;
- ``PRINTED_OPTIONS`` (optional): called as ``PRINTED_OPTIONS(options)``, the options
  the printed sheet names (without it, all of the session's; Stukolka leaves out the
  stake of its ordinary game, which has none);
- ``PRICE_PER`` (optional): what the sitting's price is paid for on the printed sheet,
  ``"point"`` (the default), ``"whist"`` (Preferans) or ``"stake"`` (a unit of
  Stukolka's stake), as the game's sheet names it on the Settle tab
  (``DealSheet.price_per``).

The rules half of the contract (record facts, charts, solving from the cards, doubts,
money) is the entry's hooks (:class:`rules.game_hooks.GameHooks`); the chart's unit is
the entry's money trait.

A game from outside the source tree joins with one call, ``rules.registry.register(
GameEntry(...))``: the new-sitting dialog, the history, the players window and the main
window then find it here like a built-in game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, SignalInstance
from PySide6.QtWidgets import QWidget

from desktop.printing.running_sheet import running_sections
from desktop.printing.sections import SectionsBuilder
from rules.errors import RuleViolation
from rules.registry import GameEntry, UnknownGame, find_entry, games

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
    """Where one game's widgets live, read from its registry entry."""

    entry: GameEntry
    """The game's registry entry (its traits)."""

    @property
    def game(self) -> str:
        """The session-file game name."""
        return self.entry.name

    @property
    def package(self) -> str:
        """The importable package exporting ``VIEW`` and ``OPTIONS_PAGE``."""
        return self.entry.views

    def title(self) -> str:
        """The game's name in the UI language (its English title translated in the
        ``Games`` context; a title with no translation shows as it is)."""
        return QCoreApplication.translate("Games", self.entry.title)

    def make_options_page(self, parent: QWidget | None = None) -> OptionsPage:
        """A new options page for the new-sitting dialog."""
        page: OptionsPage = self._package().OPTIONS_PAGE(parent)
        return page

    def make_view(self, controller: SittingController, parent: QWidget | None = None) -> GameView:
        """A new view of an open sitting."""
        view: GameView = self._package().VIEW(controller, parent)
        return view

    def print_sections(self) -> SectionsBuilder:
        """The builder of the game's printed sheet (``PRINT_SECTIONS``, or each player's
        running total for a game that exports none)."""
        build: SectionsBuilder | None = getattr(self._package(), "PRINT_SECTIONS", None)
        return running_sections if build is None else build

    def fact_words(self) -> Mapping[str, str]:
        """The game's record facts in English words (``FACT_WORDS``; none: empty)."""
        words: Mapping[str, str] = getattr(self._package(), "FACT_WORDS", {})
        return words

    def board_words(self) -> Mapping[str, str]:
        """The game's scoreboard lines in English words, by their stable word
        (``BOARD_WORDS``, translated in the ``Scoreboard`` context; none: empty)."""
        words: Mapping[str, str] = getattr(self._package(), "BOARD_WORDS", {})
        return words

    def option_words(self) -> Mapping[str, str]:
        """The game's options and their word values in English words (``OPTION_WORDS``;
        none: empty, and the printed sheet shows the session file's keys)."""
        words: Mapping[str, str] = getattr(self._package(), "OPTION_WORDS", {})
        return words

    def printed_options(self, options: Mapping[str, Any]) -> Mapping[str, Any]:
        """The options the printed sheet names (``PRINTED_OPTIONS(options)``; none: all
        of them)."""
        choose: Callable[[Mapping[str, Any]], Mapping[str, Any]] | None = getattr(
            self._package(), "PRINTED_OPTIONS", None
        )
        return options if choose is None else choose(options)

    def price_per(self) -> str:
        """What the price is paid for (``PRICE_PER``; none: ``"point"``)."""
        return str(getattr(self._package(), "PRICE_PER", "point"))

    def _package(self) -> ModuleType:
        return importlib.import_module(self.package)


class _GameUis(Mapping[str, GameUi]):
    """Every registered game's widgets by session-file name, read from the registry on
    each lookup, so a game registered later is here too."""

    def __getitem__(self, name: str) -> GameUi:
        try:
            return GameUi(find_entry(name))
        except UnknownGame:
            raise KeyError(name) from None

    def __iter__(self) -> Iterator[str]:
        return iter([entry.name for entry in games()])

    def __len__(self) -> int:
        return len(games())


GAME_UIS: Mapping[str, GameUi] = _GameUis()
"""Every game's widgets, by session-file game name, in registry order."""
