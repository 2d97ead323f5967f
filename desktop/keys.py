"""Every key the app binds, in one place: what is pressed and what it does (issue 24).

Each widget that binds a key takes its sequences from here (:meth:`Key.sequences_here`),
the keystroke tests press them from here, and the table of ``docs/keys.md`` is written
from here (:func:`keys_table`; ``tests/desktop/test_keys.py`` fails when it differs, and
``python -m desktop.keys`` prints it). The keys a form adds to Qt's own (choosing a
player by initial, arrows that choose in a radio row) live with the form
(:mod:`desktop.sitting.entry_keys`), as do the underlined letters of its labels.

Only ``QKeySequence`` is used here, never the Qt namespace (``Qt.Key``): building that
one's Python type costs 17 ms, and the menus take their keys before the first paint.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeyEvent, QKeySequence

from desktop.widgets.qt_typed import QT_TRANSLATE_NOOP

CONTEXT = "Keys"
"""The translation context of the keys' descriptions."""


class Place(StrEnum):
    """Where a key works: the sections of the table in ``docs/keys.md``."""

    WINDOW = "The main window"
    SITTING = "An open sitting"
    RULEBOOK = "The rulebook"
    NEW_SITTING = "The new-sitting dialog"
    SMALL_WINDOWS = "The players window and the player's chart"


@dataclass(frozen=True)
class Key:
    """One key of the app."""

    sequences: tuple[str | QKeySequence.StandardKey, ...]
    """Each way to press it: a sequence in Qt's portable text (``"Ctrl+Shift+Z"``), or
    a standard key of the platform (its own bindings where Zapis runs)."""
    written: str
    """How ``docs/keys.md`` writes it (a standard key by its usual binding)."""
    does: str
    """What it does, in English; translated in the ``Keys`` context by
    :meth:`description`."""
    place: Place
    """Where it works."""

    def sequences_here(self) -> list[QKeySequence]:
        """The key sequences on this platform, each once: a platform's standard key may
        already be one of the others, and one sequence twice on an action is an
        ambiguous shortcut that does nothing. Given to ``QAction.setShortcuts`` as a
        list, never to ``setShortcut``: resolving that one's overloads builds the Qt
        namespace's Python type, 17 ms before the window's first paint."""
        found: list[QKeySequence] = []
        for item in self.sequences:
            wanted = (
                QKeySequence.keyBindings(item)
                if isinstance(item, QKeySequence.StandardKey)
                else [QKeySequence(item)]
            )
            for sequence in wanted:
                if not sequence.isEmpty() and sequence not in found:
                    found.append(sequence)
        return found

    def pressed(self, event: QKeyEvent, *, any_modifiers: bool = False) -> bool:
        """Whether ``event`` presses this key: with the same modifiers, or with
        ``any_modifiers`` the key alone, whatever is held with it."""
        pressed = QKeySequence(event.key() if any_modifiers else event.keyCombination())
        return any(
            pressed.matches(sequence) == QKeySequence.SequenceMatch.ExactMatch
            for sequence in self.sequences_here()
        )

    def description(self) -> str:
        """What the key does, in the UI language."""
        return QCoreApplication.translate(CONTEXT, self.does)


# -- the main window --------------------------------------------------------------------
NEW_SITTING = Key(
    (QKeySequence.StandardKey.New,),
    "Ctrl+N",
    QT_TRANSLATE_NOOP("Keys", "starts a new sitting"),
    Place.WINDOW,
)
ALL_SITTINGS = Key(
    ("Ctrl+H",), "Ctrl+H", QT_TRANSLATE_NOOP("Keys", "shows every sitting"), Place.WINDOW
)
PLAYERS = Key(
    ("Ctrl+Shift+P",),
    "Ctrl+Shift+P",
    QT_TRANSLATE_NOOP("Keys", "opens the players window"),
    Place.WINDOW,
)
IMPORT = Key(
    ("Ctrl+I",), "Ctrl+I", QT_TRANSLATE_NOOP("Keys", "imports a session file"), Place.WINDOW
)
EXPORT = Key(
    ("Ctrl+E",),
    "Ctrl+E",
    QT_TRANSLATE_NOOP("Keys", "exports the open or the selected sitting"),
    Place.WINDOW,
)
PRINT = Key(
    (QKeySequence.StandardKey.Print,),
    "Ctrl+P",
    QT_TRANSLATE_NOOP("Keys", "prints the open or the selected sitting"),
    Place.WINDOW,
)
QUIT = Key(
    (QKeySequence.StandardKey.Quit,), "Ctrl+Q", QT_TRANSLATE_NOOP("Keys", "quits"), Place.WINDOW
)
UNDO = Key(("Ctrl+Z",), "Ctrl+Z", QT_TRANSLATE_NOOP("Keys", "undoes the last change"), Place.WINDOW)
REDO = Key(
    ("Ctrl+Shift+Z", "Ctrl+Y"),
    "Ctrl+Shift+Z / Ctrl+Y",
    QT_TRANSLATE_NOOP("Keys", "redoes it"),
    Place.WINDOW,
)
RULES = Key(("F1",), "F1", QT_TRANSLATE_NOOP("Keys", "opens the rules of the game"), Place.WINDOW)
LARGER_TEXT = Key(
    ("Ctrl+=", "Ctrl++", QKeySequence.StandardKey.ZoomIn),
    "Ctrl+= / Ctrl++",
    QT_TRANSLATE_NOOP("Keys", "larger text (kept)"),
    Place.WINDOW,
)
SMALLER_TEXT = Key(
    ("Ctrl+-", QKeySequence.StandardKey.ZoomOut),
    "Ctrl+−",
    QT_TRANSLATE_NOOP("Keys", "smaller text (kept)"),
    Place.WINDOW,
)
NORMAL_TEXT = Key(
    ("Ctrl+0",), "Ctrl+0", QT_TRANSLATE_NOOP("Keys", "the system's text size"), Place.WINDOW
)

# -- an open sitting --------------------------------------------------------------------
ENTER_DEAL = Key(
    ("Return", "Enter"),
    "Return",
    QT_TRANSLATE_NOOP("Keys", "enters the deal (or saves the deal being edited)"),
    Place.SITTING,
)
CANCEL_EDIT = Key(
    ("Escape",),
    "Escape",
    QT_TRANSLATE_NOOP(
        "Keys", "leaves editing; on a new deal, clears what was typed (Ctrl+Z brings it back)"
    ),
    Place.SITTING,
)
SWITCH_PLACE = Key(
    ("F6",),
    "F6",
    QT_TRANSLATE_NOOP("Keys", "from the form to the deals list (the last deal current) and back"),
    Place.SITTING,
)
EDIT_DEAL = Key(
    ("Return",),
    "Return on a deal",
    QT_TRANSLATE_NOOP("Keys", "puts it in the form for editing"),
    Place.SITTING,
)
DELETE_DEAL = Key(
    ("Delete",),
    "Delete on a deal",
    QT_TRANSLATE_NOOP("Keys", "deletes it (Ctrl+Z brings it back)"),
    Place.SITTING,
)
NEXT_TAB = Key(
    (QKeySequence.StandardKey.NextChild, "Ctrl+Tab"),
    "Ctrl+Tab",
    QT_TRANSLATE_NOOP("Keys", "the next tab of the sitting: Sheet, Chart, Settle"),
    Place.SITTING,
)
PREVIOUS_TAB = Key(
    (QKeySequence.StandardKey.PreviousChild, "Ctrl+Shift+Tab"),
    "Ctrl+Shift+Tab",
    QT_TRANSLATE_NOOP("Keys", "the previous tab of the sitting"),
    Place.SITTING,
)
SHEET_TAB = Key(
    ("Alt+1",),
    "Alt+1",
    QT_TRANSLATE_NOOP("Keys", "the Sheet tab (the keyboard goes to the form)"),
    Place.SITTING,
)
CHART_TAB = Key(
    ("Alt+2",),
    "Alt+2",
    QT_TRANSLATE_NOOP("Keys", "the Chart tab (the keyboard goes to the chart)"),
    Place.SITTING,
)
SETTLE_TAB = Key(
    ("Alt+3",),
    "Alt+3",
    QT_TRANSLATE_NOOP("Keys", "the Settle tab (the keyboard goes to the price)"),
    Place.SITTING,
)
TAB_KEYS: tuple[Key, ...] = (SHEET_TAB, CHART_TAB, SETTLE_TAB)
"""The keys of the sitting's tabs, in the tabs' order."""

# -- the new-sitting dialog ------------------------------------------------------------
SEAT_UP = Key(
    ("Alt+Up",),
    "Alt+Up in a name",
    QT_TRANSLATE_NOOP("Keys", "moves the player up a seat"),
    Place.NEW_SITTING,
)
SEAT_DOWN = Key(
    ("Alt+Down",),
    "Alt+Down in a name",
    QT_TRANSLATE_NOOP("Keys", "moves the player down a seat"),
    Place.NEW_SITTING,
)

# -- the rulebook -----------------------------------------------------------------------
FIND_IN_RULES = Key(
    (QKeySequence.StandardKey.Find,),
    "Ctrl+F",
    QT_TRANSLATE_NOOP("Keys", "finds a word in the rules"),
    Place.RULEBOOK,
)
RULES_BACK = Key(
    ("Alt+Left",), "Alt+Left", QT_TRANSLATE_NOOP("Keys", "the section before"), Place.RULEBOOK
)
RULES_FORWARD = Key(
    ("Alt+Right",),
    "Alt+Right",
    QT_TRANSLATE_NOOP("Keys", "forward again"),
    Place.RULEBOOK,
)
CLOSE_RULES = Key(
    ("Escape", "Ctrl+W", QKeySequence.StandardKey.Close),
    "Escape / Ctrl+W",
    QT_TRANSLATE_NOOP("Keys", "closes the rules"),
    Place.RULEBOOK,
)

# -- the players window and the player's chart ------------------------------------------
CLOSE_WINDOW = Key(
    (QKeySequence.StandardKey.Close, "Escape"),
    "Escape / Ctrl+W",
    QT_TRANSLATE_NOOP("Keys", "closes the window"),
    Place.SMALL_WINDOWS,
)

ALL_KEYS: tuple[Key, ...] = (
    NEW_SITTING,
    ALL_SITTINGS,
    PLAYERS,
    IMPORT,
    EXPORT,
    PRINT,
    QUIT,
    UNDO,
    REDO,
    RULES,
    LARGER_TEXT,
    SMALLER_TEXT,
    NORMAL_TEXT,
    ENTER_DEAL,
    CANCEL_EDIT,
    SWITCH_PLACE,
    EDIT_DEAL,
    DELETE_DEAL,
    NEXT_TAB,
    PREVIOUS_TAB,
    *TAB_KEYS,
    SEAT_UP,
    SEAT_DOWN,
    FIND_IN_RULES,
    RULES_BACK,
    RULES_FORWARD,
    CLOSE_RULES,
    CLOSE_WINDOW,
)
"""Every key of the app, in the order ``docs/keys.md`` lists them."""


def keys_table() -> str:
    """The table of ``docs/keys.md``: one section a place, one row a key (in English)."""
    lines: list[str] = []
    for place in Place:
        lines += [f"### {place.value}", "", "| Key | Does |", "| --- | --- |"]
        lines += [f"| {key.written} | {key.does} |" for key in ALL_KEYS if key.place is place]
        lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    print(keys_table(), end="")
