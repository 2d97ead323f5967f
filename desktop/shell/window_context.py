"""What the shell's helpers may ask of the main window (issue 24).

Each helper (the menus, the start, session files, the players and the rulebook access,
the sitting admin, the look-back actions, the language menu) is handed the window as a
context that names only what it uses, built from the small protocols here, and never
imports the window's class, not even for typing: the window stands on its helpers, the
helpers on these protocols. :class:`~desktop.shell.main_window.MainWindow` satisfies
every one of them by its shape.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from db.service import Store
    from desktop.shell.history import HistoryPanel
    from desktop.shell.live_window import LiveWindow
    from desktop.shell.settings import Settings
    from desktop.sitting.controller import SittingController


class Frame(Protocol):
    """The window as a widget: the parent of a helper's actions and dialogs, and the
    owner of the status line."""

    def frame(self) -> QMainWindow:
        """The main window itself."""
        ...


class HasStore(Protocol):
    """The store, once it is open."""

    @property
    def store(self) -> Store | None:
        """The open store; ``None`` until it is open."""
        ...


class HasSettings(Protocol):
    """The window's settings."""

    @property
    def settings(self) -> Settings:
        """Preferences and window state."""
        ...


class HasOpenSitting(Protocol):
    """The sitting whose sheet is showing."""

    @property
    def controller(self) -> SittingController | None:
        """The open sitting's controller; ``None`` while the history shows."""
        ...

    def update_title(self, _change: object = None) -> None:
        """Write the open sitting's title again (its names may have changed)."""
        ...


class SaysProblems(Protocol):
    """The window's problem box."""

    def show_problem(self, title: str, text: str, detail: str = "") -> None:
        """Say what went wrong, without blocking the caller."""
        ...


class Navigates(Protocol):
    """Going from the history to a sheet and back."""

    def open_sitting(self, sitting: int) -> bool:
        """Show sitting ``sitting``'s sheet; ``False`` (said) if it cannot be opened."""
        ...

    def show_history(self) -> None:
        """Close the open sheet and show every sitting."""
        ...


class Follows(Protocol):
    """The window's change feed (issue 26), for the windows it owns to follow too."""

    @property
    def live(self) -> LiveWindow | None:
        """What hears the database; ``None`` until the store is open."""
        ...


class HasHistory(Protocol):
    """The history page, once it is built."""

    @property
    def history(self) -> HistoryPanel:
        """The list of sittings."""
        ...
