"""The app's keys live in one module (issue 24): ``docs/keys.md`` lists them as
:mod:`desktop.keys` has them, and every shortcut the real windows bind is one of them."""

from __future__ import annotations

import ast
from typing import Any

from PySide6.QtGui import QAction, QKeySequence, QShortcut

from desktop import keys
from tests.conftest import REPO

DOC = REPO / "docs" / "keys.md"


def test_the_keys_document_lists_the_module_s_keys() -> None:
    text = DOC.read_text("utf-8")
    start = text.index("<!-- keys: from desktop/keys.py -->\n") + len(
        "<!-- keys: from desktop/keys.py -->\n"
    )
    end = text.index("<!-- end of keys -->")
    assert text[start:end] == keys.keys_table(), (
        "docs/keys.md differs from desktop/keys.py: `python -m desktop.keys` prints its table"
    )


def test_every_key_is_listed_once_and_described(qapp: Any) -> None:
    named = [value for value in vars(keys).values() if isinstance(value, keys.Key)]
    assert sorted(map(id, named)) == sorted(map(id, keys.ALL_KEYS))
    for key in keys.ALL_KEYS:
        # A platform may bind no key to a standard one (offscreen has no Quit).
        standard_only = all(isinstance(s, QKeySequence.StandardKey) for s in key.sequences)
        assert key.sequences_here() or standard_only, key.written
        assert key.description()


def _bound(widget: Any) -> set[str]:
    """Every shortcut bound by an action or a QShortcut under ``widget``, as text."""
    found = set()
    for action in [*widget.findChildren(QAction), *widget.actions()]:
        found.update(sequence.toString() for sequence in action.shortcuts())
    for shortcut in widget.findChildren(QShortcut):
        found.update(sequence.toString() for sequence in shortcut.keys())  # noqa: SIM118
    found.discard("")
    return found


def test_every_shortcut_of_the_windows_is_an_app_key(
    qtbot: Any, main_window: Any, store: Any
) -> None:
    """The main window with a sitting open, the rulebook and the players window bind
    no key that :mod:`desktop.keys` does not name."""
    sitting = store.create_sitting("rummy", ["Anna", "Boris"], {})
    assert main_window.open_sitting(int(sitting.id))
    book = main_window.rulebook_window()
    players = main_window.players.show_players()
    known = {sequence.toString() for key in keys.ALL_KEYS for sequence in key.sequences_here()}
    bound = _bound(main_window) | _bound(book) | _bound(players)
    assert len(bound) > 20
    assert bound <= known, sorted(bound - known)


def test_no_widget_spells_a_key_of_its_own() -> None:
    """Outside :mod:`desktop.keys` no module builds a ``QKeySequence`` or binds a
    ``QShortcut`` from a key it names itself."""
    offenders = []
    for path in sorted((REPO / "desktop").rglob("*.py")):
        if path == REPO / "desktop" / "keys.py":
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name | ast.Attribute)
                and (node.func.id if isinstance(node.func, ast.Name) else node.func.attr)
                in ("QKeySequence", "setShortcut")
            ):
                offenders.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert offenders == []


def test_the_keys_say_what_they_do_in_russian(qapp: Any) -> None:
    from tests.desktop.views_support import ui_in

    with ui_in("ru"):
        assert keys.ENTER_DEAL.description() != keys.ENTER_DEAL.does
        assert all(key.description() != key.does for key in keys.ALL_KEYS)
    assert QKeySequence("Ctrl+H") in keys.ALL_SITTINGS.sequences_here()
