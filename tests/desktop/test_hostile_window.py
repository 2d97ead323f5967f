"""The window's import and forms meet hostile input as ``zapis score`` does (issue 13):
the same one line for a pipe, a device, a file too deep or with a bad name, the same
reading of a byte-order mark and of NFC names; the new-sitting form trims invisible
characters and refuses a NUL next to the players."""

from __future__ import annotations

import json
import os
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from tests.desktop.test_players_and_files import answer_open, zapis_score_line
from tests.helpers import session_dict

NFD_ALYONA = unicodedata.normalize("NFD", "Алёна")


def _write(path: Path, kind: str) -> Path:
    if kind == "pipe":
        os.mkfifo(path)
    elif kind == "deep":
        path.write_text('{"format": "zapis-session", "x": ' + "[" * 5000 + "]" * 5000 + "}")
    elif kind == "surrogate name":
        path.write_text(json.dumps(session_dict("rummy", ["Anna", "\ud800"], [])))
    elif kind == "newline name":
        path.write_text(json.dumps(session_dict("rummy", ["Anna", "Bo\nris"], [])))
    elif kind == "huge number":
        path.write_text(
            json.dumps(session_dict("rummy", ["Anna", "Boris"], [])).replace(
                '"options": {}', '"options": {"target": ' + "7" * 5000 + "}"
            )
        )
    return path


@pytest.mark.parametrize(
    "kind", ["pipe", "deep", "surrogate name", "newline name", "huge number", "device"]
)
def test_a_hostile_file_says_what_zapis_score_says(
    qtbot: Any, main_window: Any, store: Any, tmp_path: Path, monkeypatch: Any, capsys: Any,
    kind: str,
) -> None:  # fmt: skip
    """Each file: the box shows the very line ``zapis score`` prints, one line; nothing
    is written, and a pipe does not hang the window."""
    path = Path("/dev/zero") if kind == "device" else _write(tmp_path / "file.json", kind)
    expected = zapis_score_line(path, capsys)
    answer_open(monkeypatch, path)
    main_window.import_action.trigger()
    box = main_window.problem_box
    assert box is not None and box.isVisible()
    assert box.text() == expected and "\n" not in box.text()
    assert store.count_sittings() == 0
    box.accept()


def test_a_file_with_a_byte_order_mark_and_decomposed_names_imports(
    qtbot: Any, main_window: Any, store: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    """A byte-order mark is skipped, and «Алёна» written decomposed is stored composed, so
    she is the Алёна the store already knows."""
    store.create_sitting("rummy", ["Алёна", "Boris"])
    deal = {"melded": {NFD_ALYONA: 10, "Boris": 0}, "in_hand": {NFD_ALYONA: 0, "Boris": 5}}
    text = json.dumps(session_dict("rummy", [NFD_ALYONA, "Boris"], [deal]), ensure_ascii=False)
    path = tmp_path / "marked.json"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    answer_open(monkeypatch, path)
    with qtbot.waitSignal(main_window.sig_sitting_opened):
        main_window.import_action.trigger()
    assert store.count_sittings() == 2
    assert store.known_players() == ["Boris", "Алёна"]
    assert main_window.controller.scored.totals == {"Алёна": 10, "Boris": -5}


@pytest.fixture
def dialog(qtbot: Any, store: Any) -> Any:
    from desktop.shell.new_sitting import NewSittingDialog

    widget = NewSittingDialog(store)
    qtbot.addWidget(widget)
    widget.show()
    widget.game_box.setCurrentIndex(widget.game_box.findData("rummy"))
    return widget


def test_the_form_trims_invisible_characters_and_composes_names(dialog: Any, store: Any) -> None:
    """A pasted «Anna» with a zero-width space and «Алёна» typed decomposed: the form
    keeps «Anna» and the composed «Алёна», as a file would be read."""
    for edit, name in zip(dialog.seat_edits, ["\u200bAnna\u200b ", NFD_ALYONA], strict=False):
        edit.setText(name)
    assert dialog.players() == ["Anna", "Алёна"]
    dialog.accept()
    assert dialog.created is not None
    assert store.load(dialog.created.id).session.players == ("Anna", "Алёна")


def test_the_form_refuses_a_nul_next_to_the_players(dialog: Any, store: Any) -> None:
    """A NUL in a name (pasted) is refused by the one rule of names, shown by the
    players, nothing created."""
    for edit, name in zip(dialog.seat_edits, ["An\x00na", "Boris"], strict=False):
        edit.setText(name)
    dialog.accept()
    assert dialog.created is None
    assert dialog.players_error.isVisible()
    assert "U+0000" in dialog.players_error.text()
    assert store.count_sittings() == 0


_RUN_DAMAGED = """
import sys
from PySide6.QtWidgets import QMessageBox
QMessageBox.critical = staticmethod(lambda _parent, _title, text: print("SAID", text))
from desktop.app import run_app
sys.exit(run_app(database=sys.argv[1]))
"""
"""The real app's start on a file, its one problem box printed: in a process of its own,
as the player starts it (in the tests' own process, the window it closed on left the
offscreen platform unable to activate any later test's window)."""


def test_a_damaged_database_is_said_at_once_in_the_window(
    tmp_path: Path, settings_file: Path
) -> None:
    """The window opens a WAL file with a damaged deal page: the history shows (reads
    change nothing), and when the background quick_check finds the damage the window says
    so in one box and closes, exit 1; not a byte of the file changed."""
    import subprocess
    import sys

    from tests.conftest import REPO
    from tests.db.test_hostile_storage import _database_with_deals, _deal_table_leaf

    path = tmp_path / "damaged.sqlite3"
    _database_with_deals(path)
    leaf = _deal_table_leaf(path)
    data = bytearray(path.read_bytes())
    data[leaf + 3 : leaf + 5] = b"\xff\xff"
    path.write_bytes(bytes(data))
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "ZAPIS_SETTINGS_FILE": str(settings_file)}
    run = subprocess.run(
        [sys.executable, "-c", _RUN_DAMAGED, str(path)],
        cwd=REPO, capture_output=True, text=True, timeout=120, env=env,
    )  # fmt: skip
    said = [line for line in run.stdout.splitlines() if line.startswith("SAID ")]
    assert run.returncode == 1, run.stderr
    assert len(said) == 1 and "is damaged" in said[0] and str(path) in said[0]
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


@pytest.mark.parametrize("mutation", ["created not a date", "options not JSON"])
def test_a_sitting_another_program_spoiled_is_named_and_the_others_shown(
    qtbot: Any, settings: Any, tmp_path: Path, monkeypatch: Any, mutation: str
) -> None:
    """One sitting's bad ``created`` or ``options`` kept the window at "Opening the
    database…" or showed a raw parser message (issue 32, item 4): the history shows the
    other sittings (a bad ``created`` sets its sitting aside, named in
    ``store.set_aside``; the history reads no options), and opening the bad sitting is
    one message naming it."""
    import sqlite3

    from PySide6.QtWidgets import QMessageBox

    from db import Store
    from desktop.shell.main_window import MainWindow
    from tests.db.test_stored_rows import MUTATIONS

    path = tmp_path / "spoiled.sqlite3"
    with Store.open(str(path)) as store:
        for number in range(3):
            store.create_sitting("rummy", ["Anna", f"Boris {number}"])
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute(MUTATIONS[mutation])
    connection.close()
    said: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "critical", staticmethod(lambda _parent, _title, text: said.append(text))
    )
    shown = 2 if mutation.startswith("created") else 3
    store = Store.open(str(path))
    try:
        window = MainWindow(store, settings)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(
            lambda: hasattr(window, "history") and window.history.model.rowCount() == shown
        )
        if shown == 2:
            assert "sitting 2" in store.set_aside[2]
        assert window.open_sitting(2) is False
        # Under its box's title, "The sitting cannot be opened".
        assert len(said) == 1 and "another program wrote it" in said[0], said
        assert "\n" not in said[0]
        assert window.open_sitting(1) is True
    finally:
        store.close()
