"""A past sitting looked after from the history: its place and note changed through the
Place and note… dialog, and the sitting deleted through Delete…, asked first; a locked
database is said in the problem box and changes nothing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from desktop.shell.sitting_admin import SittingDetailsDialog
from tests.helpers import locked

PLAYERS = ["Anna", "Boris", "Vera", "Gleb"]


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Any]:
    """A store whose busy timeout is 0.2 s, so a held lock fails a write quickly."""
    from db.service import Store

    opened = Store.open(f"sqlite:///{tmp_path / 'zapis.sqlite'}?timeout=0.2")
    yield opened
    opened.close()


def select(main_window: Any, sitting: int) -> None:
    """Select ``sitting``'s row in the history table."""
    history = main_window.history
    row = history.visible_ids().index(sitting)
    history.table.setCurrentIndex(history.proxy.index(row, 0))


def answer_details(monkeypatch: pytest.MonkeyPatch, place: str, note: str) -> list[str]:
    """The details dialog, shown for real, filled in and accepted as a player does; what
    it showed first (place, note) is recorded."""
    seen: list[str] = []

    def exec_(dialog: SittingDetailsDialog) -> int:
        seen.extend([dialog.place_edit.text(), dialog.note_edit.toPlainText()])
        dialog.place_edit.setText(place)
        dialog.note_edit.setPlainText(note)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(SittingDetailsDialog, "exec", exec_)
    return seen


def test_place_and_note_from_the_history(
    qtbot: Any, main_window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Place and note… stores what the dialog says (spaces trimmed) and the history
    shows the place; opened again, the dialog shows what was stored; an empty place
    is stored as none."""
    sitting = int(store.create_sitting("three-bugs", PLAYERS, {}).id)
    main_window.history.reload(store)
    select(main_window, sitting)
    seen = answer_details(monkeypatch, "  Клуб на Мойке ", "четверг\n")
    main_window.history.details_button.click()
    assert seen == ["", ""]
    loaded = store.load(sitting)
    assert (loaded.place, loaded.note) == ("Клуб на Мойке", "четверг")
    assert main_window.history.model.index(0, 7).data() == "Клуб на Мойке"

    select(main_window, sitting)
    seen = answer_details(monkeypatch, "", "четверг")
    main_window.history.details_button.click()
    assert seen == ["Клуб на Мойке", "четверг"]
    assert store.load(sitting).place is None


def test_delete_from_the_history_asks_first(
    qtbot: Any, main_window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Delete… asks; No keeps the sitting, Yes deletes it with its deals, and the
    history no longer lists it."""
    keep = int(store.create_sitting("three-bugs", PLAYERS, {}).id)
    gone = int(store.create_sitting("rummy", ["Anna", "Boris"], {}).id)
    store.add_deal(gone, {"melded": {"Anna": 30, "Boris": 0}, "in_hand": {"Anna": 0, "Boris": 9}})
    main_window.history.reload(store)
    asked: list[str] = []
    answer = QMessageBox.StandardButton.No

    def question(_parent: Any, title: str, _text: str, *_args: Any) -> Any:
        asked.append(title)
        return answer

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    select(main_window, gone)
    main_window.history.delete_button.click()
    assert asked == [f"Delete sitting {gone}?"]
    assert store.count_sittings() == 2

    answer = QMessageBox.StandardButton.Yes
    select(main_window, gone)
    main_window.history.delete_button.click()
    assert store.count_sittings() == 1
    assert main_window.history.visible_ids() == [keep]
    with pytest.raises(LookupError):
        store.load(gone)


def test_a_locked_database_changes_nothing(
    qtbot: Any, main_window: Any, store: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While another program holds the lock, Delete… and Place and note… each say why
    in the problem box, and the sitting is as it was."""
    sitting = int(store.create_sitting("three-bugs", PLAYERS, {}).id)
    main_window.history.reload(store)
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *_a: QMessageBox.StandardButton.Yes)
    )
    answer_details(monkeypatch, "Клуб", "")
    with locked(tmp_path / "zapis.sqlite"):
        select(main_window, sitting)
        main_window.history.delete_button.click()
        assert main_window.problem_box.windowTitle() == "The sitting was not deleted"
        assert "busy" in main_window.problem_box.text()
        select(main_window, sitting)
        main_window.history.details_button.click()
        assert main_window.problem_box.windowTitle() == "The place and note were not saved"
    assert store.count_sittings() == 1
    assert store.load(sitting).place is None


def test_the_date_and_a_misspelt_name_are_fixed_from_the_history(
    qtbot: Any, main_window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The details dialog shows when the sitting started and its players; a date set
    there is stored (UTC), and a name corrected there (Glep → Gleb) is renamed in every
    sitting and deal record of that player."""
    from datetime import UTC, datetime

    from PySide6.QtCore import QDateTime

    sitting = int(store.create_sitting("three-bugs", ["Anna", "Boris", "Vera", "Glep"], {}).id)
    other = int(store.create_sitting("rummy", ["Glep", "Anna"], {}).id)
    store.add_deal(other, {"melded": {"Glep": 30, "Anna": 0}, "in_hand": {"Glep": 0, "Anna": 9}})
    main_window.history.reload(store)
    select(main_window, sitting)
    wanted = datetime(2026, 3, 8, 18, 30, tzinfo=UTC)

    def exec_(dialog: SittingDetailsDialog) -> int:
        assert list(dialog.name_edits) == ["Anna", "Boris", "Vera", "Glep"]
        dialog.date_edit.setDateTime(QDateTime.fromSecsSinceEpoch(int(wanted.timestamp())))
        dialog.name_edits["Glep"].setText(" Gleb ")
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(SittingDetailsDialog, "exec", exec_)
    main_window.history.details_button.click()
    loaded = store.load(sitting)
    assert loaded.created == wanted
    assert loaded.session.players == ("Anna", "Boris", "Vera", "Gleb")
    assert store.load(other).session.deals[0].to_json()["melded"] == {"Gleb": 30, "Anna": 0}


def test_a_refused_rename_is_said_and_the_rest_is_kept(
    qtbot: Any, main_window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A name that is another player's is refused in the problem box; the place typed
    in the same dialog is stored all the same."""
    sitting = int(store.create_sitting("three-bugs", PLAYERS, {}).id)
    main_window.history.reload(store)
    select(main_window, sitting)
    problems: list[str] = []
    monkeypatch.setattr(main_window, "show_problem", lambda title, text: problems.append(title))

    def exec_(dialog: SittingDetailsDialog) -> int:
        dialog.place_edit.setText("дача")
        dialog.name_edits["Gleb"].setText("anna")
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(SittingDetailsDialog, "exec", exec_)
    main_window.history.details_button.click()
    assert problems == ["Gleb was not renamed"]
    loaded = store.load(sitting)
    assert loaded.place == "дача"
    assert loaded.session.players == tuple(PLAYERS)
