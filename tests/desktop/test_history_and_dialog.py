"""The history (filters, Cyrillic search, sorting), the new-sitting dialog, and every item
model checked by qtmodeltester."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from PySide6.QtCore import QDate, Qt

from desktop.shell.history import HistoryPanel
from desktop.shell.history_model import HistoryModel
from tests.desktop.keyboard import type_unicode


def finish_partie(store: Any, sitting: Any) -> None:
    """Eight made 13NT by Anna: 1300 below each (spec: a game at 1000), two games a
    rubber, four rubbers a partie. Her four honours at NT are her four aces, claimed as
    one pack requires."""
    players = list(sitting.session.players)
    dealer = 0
    for _ in range(8):
        store.add_deal(sitting.id, {"type": "contract", "dealer": players[dealer],
                                    "soloist": players[0], "contract": "13NT", "tricks": 13,
                                    "honours": 4,
                                    "aces": [{"player": players[0], "count": 4}]})  # fmt: skip
        dealer = (dealer + 1) % len(players)


@pytest.fixture
def history(qtbot: Any, store: Any) -> HistoryPanel:
    """A history panel over three sittings: two Three Bugs (one finished), Cyrillic names."""
    done = store.create_sitting("three-bugs", ["Анна", "Борис", "Вера", "Глеб"], {})
    finish_partie(store, done)
    store.create_sitting("three-bugs", ["Пётр", "ЁЖИК", "Вера", "Глеб"], {})
    store.create_sitting("three-bugs", ["Dora", "Emil", "Fyodor"], {"dummy": True})
    panel = HistoryPanel()
    qtbot.addWidget(panel)
    panel.reload(store)
    panel.show()
    return panel


def names(panel: HistoryPanel) -> list[str]:
    return [
        panel.proxy.data(panel.proxy.index(r, HistoryModel.PLAYERS))
        for r in range(panel.proxy.rowCount())
    ]


def test_search_folds_cyrillic_case(qtbot: Any, history: HistoryPanel) -> None:
    """'анна', 'АННА' find Анна; 'ёж' finds ЁЖИК; 'еж' too (ё folded as е)."""
    assert len(names(history)) == 3
    type_unicode(history.search_edit, "АННА")
    assert names(history) == ["Анна, Борис, Вера, Глеб"]
    history.search_edit.clear()
    type_unicode(history.search_edit, "анн")
    assert names(history) == ["Анна, Борис, Вера, Глеб"]
    history.search_edit.clear()
    type_unicode(history.search_edit, "ёж")
    assert names(history) == ["Пётр, ЁЖИК, Вера, Глеб"]
    history.search_edit.setText("еж")
    assert names(history) == ["Пётр, ЁЖИК, Вера, Глеб"]
    history.search_edit.setText("вера")
    assert len(names(history)) == 2


def test_filters_by_player_finished_game_and_dates(history: HistoryPanel) -> None:
    """The player filter is exact; finished/in play; the game; the start dates."""
    history.player_box.setCurrentIndex(history.player_box.findData("Глеб"))
    assert len(names(history)) == 2
    history.player_box.setCurrentIndex(0)
    history.finished_box.setCurrentIndex(history.finished_box.findData(True))
    assert names(history) == ["Анна, Борис, Вера, Глеб"]
    history.finished_box.setCurrentIndex(history.finished_box.findData(False))
    assert len(names(history)) == 2
    history.finished_box.setCurrentIndex(0)
    history.game_box.setCurrentIndex(history.game_box.findData("stukolka"))
    assert names(history) == []
    history.game_box.setCurrentIndex(history.game_box.findData("three-bugs"))
    assert len(names(history)) == 3
    today = QDate.currentDate()
    history.dates_check.setChecked(True)
    history.since_edit.setDate(today.addDays(1))
    history.until_edit.setDate(today.addDays(2))
    assert names(history) == []
    history.since_edit.setDate(today.addDays(-1))
    history.until_edit.setDate(today)
    assert len(names(history)) == 3
    history.dates_check.setChecked(False)
    assert history.count_label.text() == "3 of 3 sittings shown"


def test_sorting_by_deals(history: HistoryPanel) -> None:
    """Sorting goes by the number of deals, not its text."""
    history.table.sortByColumn(HistoryModel.DEALS, Qt.SortOrder.DescendingOrder)
    first = history.proxy.data(history.proxy.index(0, HistoryModel.DEALS))
    assert first == "8"
    history.table.sortByColumn(HistoryModel.DEALS, Qt.SortOrder.AscendingOrder)
    assert history.proxy.data(history.proxy.index(0, HistoryModel.DEALS)) == "0"


def test_opening_from_the_history(qtbot: Any, history: HistoryPanel) -> None:
    """Enter on a row asks to open that sitting."""
    history.table.setFocus()
    history.table.setCurrentIndex(history.proxy.index(0, 0))
    with qtbot.waitSignal(history.sig_open_requested) as blocker:
        qtbot.keyClick(history.table, Qt.Key.Key_Return)
    assert blocker.args == [history.visible_ids()[0]]


def test_every_item_model(qtmodeltester: Any, history: HistoryPanel, view: Any) -> None:
    """qtmodeltester on the history, its filter, the deals, the breakdown and the
    house-rule tables."""
    from desktop.games.three_bugs.options_page import ThreeBugsOptionsPage

    qtmodeltester.check(history.model)
    qtmodeltester.check(history.proxy)
    view.controller.add_deal({"type": "contract", "dealer": "Anna", "soloist": "Boris",
                              "contract": "10NT", "tricks": 8, "honours": 2})  # fmt: skip
    qtmodeltester.check(view.deals_model)
    qtmodeltester.check(view.breakdown_model)
    page = ThreeBugsOptionsPage()
    qtmodeltester.check(page.model)
    page.deleteLater()


@pytest.fixture
def dialog(qtbot: Any, store: Any) -> Any:
    """The new-sitting dialog, with two names already known to the store."""
    from desktop.shell.new_sitting import NewSittingDialog

    store.create_sitting("three-bugs", ["Анна", "Борис", "Вера", "Глеб"], {})
    widget = NewSittingDialog(store)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_dialog_autocompletes_names_case_insensitively(qtbot: Any, dialog: Any) -> None:
    """Typing 'ан' offers Анна (Cyrillic, any case)."""
    completer = dialog.seat_edits[0].completer()
    completer.setCompletionPrefix("ан")
    assert completer.currentCompletion() == "Анна"
    completer.setCompletionPrefix("ГЛ")
    assert completer.currentCompletion() == "Глеб"


def test_dialog_restored_defaults_are_marked(dialog: Any) -> None:
    """The tables show the spec's [restored] values: T(n)=10(n-3), U(n)=H(n)=100(n-3),
    each cell marked as the restored default until changed."""
    page = dialog.page()
    model = page.model
    for column, level in enumerate(range(4, 14)):
        assert model.data(model.index(0, column)) == 10 * (level - 3)
        assert model.data(model.index(1, column)) == 100 * (level - 3)
        assert model.data(model.index(2, column)) == 100 * (level - 3)
        assert "[restored]" in model.data(model.index(0, column), Qt.ItemDataRole.ToolTipRole)
    model.setData(model.index(0, 6), 75)
    assert not model.is_default(0, 6)
    assert page.options()["trick_values"]["10"] == 75
    page.restore_button.click()
    assert page.options()["trick_values"]["10"] == 70


def test_dialog_seat_order_dealer_and_refusal(qtbot: Any, dialog: Any, store: Any) -> None:
    """A name given twice is refused by the store next to the players, the input kept;
    moving a seat down swaps names; the sitting starts with the chosen first dealer."""
    for edit, name in zip(dialog.seat_edits, ["Анна", "Борис", "Вера", "анна"], strict=False):
        type_unicode(edit, name)
    dialog.accept()
    assert dialog.created is None
    assert dialog.players_error.isVisible() and dialog.players_error.text()
    assert [e.text() for e in dialog.seat_edits[:4]] == ["Анна", "Борис", "Вера", "анна"]
    dialog.seat_edits[3].setText("Глеб")
    dialog.move_seat(0, 1)
    assert dialog.players() == ["Борис", "Анна", "Вера", "Глеб"]
    dialog.dealer_box.setCurrentIndex(dialog.dealer_box.findText("Вера"))
    dialog.accept()
    assert dialog.created is not None
    loaded = store.load(dialog.created.id)
    assert loaded.session.players == ("Борис", "Анна", "Вера", "Глеб")
    assert loaded.first_dealer == "Вера"


def test_dialog_dummy_variant_seats_three(qtbot: Any, dialog: Any, store: Any) -> None:
    """Three players and a dummy: three seats, and the option is stored."""
    page = dialog.page()
    page.dummy_button.setChecked(True)
    assert dialog.player_range() == (3, 3)
    assert not dialog.seat_edits[3].isVisibleTo(dialog)
    for edit, name in zip(dialog.seat_edits, ["Dora", "Emil", "Fyodor"], strict=False):
        edit.setText(name)
    dialog.accept()
    assert store.load(dialog.created.id).session.options["dummy"] is True


def test_summary_dates_are_local(history: HistoryPanel) -> None:
    """Start dates show in local time (the store keeps UTC)."""
    summary = history.model.summary(0)
    assert summary.created.utcoffset() == timedelta(0)
    shown = history.model.data(history.model.index(0, HistoryModel.STARTED))
    assert shown == summary.created.astimezone().strftime("%Y-%m-%d %H:%M")
