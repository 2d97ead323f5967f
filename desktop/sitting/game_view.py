"""What the main window asks of an open sitting's view, whatever the game.

Every game's view is a :class:`~desktop.sitting.sitting_view.SittingView` built from the
game's parts; the main window knows it only through :class:`GameView`, so it never asks a
view whether it has something.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QByteArray, SignalInstance
from PySide6.QtWidgets import QWidget


class GameView(Protocol):
    """An open sitting's view, as the main window uses it."""

    @property
    def sig_rule_activated(self) -> SignalInstance:
        """Carries a rule id (``three-bugs/honours``) an entry was clicked for."""
        ...

    def widget(self) -> QWidget:
        """The view as a widget, to be placed in the window."""
        ...

    def focus_entry(self) -> None:
        """Put the keyboard in the deal entry form."""
        ...

    def delete_selected(self) -> bool:
        """Delete the selected deal (undoable); ``False`` if nothing was deleted (the
        view says why)."""
        ...

    def restore_layout(self, state: QByteArray) -> bool:
        """Restore the layout the player left in the last sitting of this game."""
        ...

    def saved_layout(self) -> QByteArray:
        """The layout to keep for the next sitting of this game."""
        ...

    def kept_draft(self) -> str:
        """The half-typed deal in the form, to keep while the sitting is closed (``""``:
        the form holds none)."""
        ...

    def put_back_draft(self, text: str) -> bool:
        """Put a kept half-typed deal back in the form; ``False`` if it does not fit."""
        ...
