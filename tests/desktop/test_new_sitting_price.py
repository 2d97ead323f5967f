"""The new-sitting dialog's price and currency (settlement.md, "The price": "set in the
new-sitting dialog"; issue 20: "remembering the last used"), with a real dialog, a real
SQLite store and a settings file of the test's own."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog

from tests.desktop.conftest import PLAYERS


@pytest.fixture
def dialog(qtbot: Any, store: Any) -> Any:
    """The dialog with the four Three Bugs players typed in."""
    from desktop.shell.new_sitting import NewSittingDialog

    widget = NewSittingDialog(store)
    qtbot.addWidget(widget)
    widget.show()
    for edit, name in zip(widget.seat_edits, PLAYERS, strict=False):
        edit.setText(name)
    return widget


def test_a_sitting_starts_with_the_price_typed(dialog: Any, store: Any) -> None:
    """ "0,50" (a Russian decimal comma) and ₽: the sitting is played at 0.50 ₽ a point."""
    dialog.price_edit.setText("0,50")
    dialog.currency_edit.setText("₽")
    dialog.accept()
    assert dialog.created is not None
    session = store.load(dialog.created.id).session
    assert (session.price, session.currency) == (Decimal("0.50"), "₽")


def test_no_price_is_not_for_money(dialog: Any, store: Any) -> None:
    dialog.accept()
    assert store.load(dialog.created.id).session.price is None


@pytest.mark.parametrize(
    ("typed", "words"),
    [("0.005", "two decimal places"), ("0", "greater than 0"), ("abc", "not a decimal")],
)
def test_a_bad_price_is_shown_beside_it(dialog: Any, store: Any, typed: str, words: str) -> None:
    """settlement.md: more than two decimals, zero or not a number is refused with one
    line next to the price; nothing is created and nothing typed is lost."""
    dialog.price_edit.setText(typed)
    dialog.accept()
    assert dialog.created is None
    assert dialog.price_error.isVisible()
    assert words in dialog.price_error.text()
    assert dialog.price_edit.text() == typed
    assert store.count_sittings() == 0
    dialog.price_edit.setText("2.50")
    dialog.accept()
    assert dialog.created is not None
    assert not dialog.price_error.isVisible()


def test_the_currency_is_at_most_eight_characters(dialog: Any) -> None:
    """settlement.md: the currency is at most 8 characters; the field takes no more."""
    dialog.currency_edit.setText("руб. и коп.")
    assert dialog.currency_edit.text() == "руб. и к"


def test_the_last_price_is_offered_again(
    main_window: Any, settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The main window remembers the price and currency of the last new sitting (in the
    settings, not the database) and offers them in the next dialog."""
    from desktop.shell import settings as keys
    from desktop.shell.new_sitting import NewSittingDialog

    offered: list[tuple[str, str]] = []

    def run(dialog: Any) -> QDialog.DialogCode:
        offered.append((dialog.price_edit.text(), dialog.currency_edit.text()))
        for edit, name in zip(dialog.seat_edits, PLAYERS, strict=False):
            edit.setText(name)
        dialog.price_edit.setText("0,10")
        dialog.currency_edit.setText("руб.")
        dialog.accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewSittingDialog, "exec", run)
    assert main_window.new_sitting()
    assert (settings.get(keys.LAST_PRICE), settings.get(keys.LAST_CURRENCY)) == ("0.10", "руб.")
    assert main_window.new_sitting()
    assert offered == [("", ""), ("0.10", "руб.")]
