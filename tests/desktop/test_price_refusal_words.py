"""The window's price refusals in the interface language's decimal sign (issue 25,
item 17): a price typed "0,001" in the Russian interface was refused with «больше двух
знаков после точки; самая малая сумма — 0.01», the words of ``zapis score`` — whose own
English words stay as they are. settlement.md, "The price": at most two decimal places,
so 0.01 (0,01) is the smallest amount."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rules.errors import RuleViolation
from rules.money import read_price
from tests.desktop.conftest import PLAYERS
from tests.desktop.test_settle_panel import open_view, panel_of
from tests.desktop.views_support import ui_in

RULEBOOK = Path(__file__).resolve().parents[2] / "resources" / "rulebook" / "ru"


def _new_sitting_refusal(qtbot: Any, store: Any, typed: str) -> str:
    from desktop.shell.new_sitting import NewSittingDialog

    dialog = NewSittingDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    for edit, name in zip(dialog.seat_edits, PLAYERS, strict=False):
        edit.setText(name)
    dialog.price_edit.setText(typed)
    dialog.accept()
    assert dialog.created is None
    assert dialog.price_error.isVisible()
    return str(dialog.price_error.text())


@pytest.mark.parametrize(
    ("language", "typed", "words", "foreign"),
    [
        ("ru", "0,001", ["0,001", "после запятой", "0,01"], ["0.01", "точк"]),
        ("en", "0.001", ["0.001", "two decimal places", "0.01"], ["0,01"]),
        ("ru", "abc", ["«abc»", "2,50"], ["2.50"]),
    ],
)
def test_the_new_sitting_dialog_refuses_in_the_languages_sign(
    qtbot: Any, store: Any, language: str, typed: str, words: list[str], foreign: list[str]
) -> None:
    """Three places or not a number, refused beside the field with the language's sign."""
    with ui_in(language):
        refusal = _new_sitting_refusal(qtbot, store, typed)
    for word in words:
        assert word in refusal, refusal
    for word in foreign:
        assert word not in refusal, refusal


def test_the_settle_tab_refuses_in_the_languages_sign(qtbot: Any, store: Any) -> None:
    """The Settle tab's price refusal is the dialog's, in the same words."""
    with ui_in("ru"):
        view = open_view(qtbot, store, None)
        panel = panel_of(view)
        panel.price_edit.setText("0,005")
        assert not panel.apply_price()
        refusal = panel.price_error.text()
    assert "0,005" in refusal and "0,01" in refusal and "0.01" not in refusal, refusal
    assert "после запятой" in refusal, refusal


def test_the_new_sitting_price_hint_in_russian(qtbot: Any, store: Any) -> None:
    """The price field's hint gives its examples as a Russian table types them."""
    from desktop.shell.new_sitting import NewSittingDialog

    with ui_in("ru"):
        dialog = NewSittingDialog(store)
        qtbot.addWidget(dialog)
        hint = dialog.price_edit.toolTip() or dialog.price_edit.placeholderText()
    assert "0,10 или 2,50" in hint, hint


def test_zapis_scores_words_stay_as_they_are() -> None:
    """The engine's words, which ``zapis score`` prints, keep the point."""
    with pytest.raises(RuleViolation) as refused:
        read_price("0.001")
    assert refused.value.detail() == (
        "price 0.001 has more than two decimal places; the smallest amount is 0.01"
    )


def test_the_russian_rulebook_writes_a_price_with_a_comma() -> None:
    """The glossary's «Расчёт» said «двумя знаками после точки (0.01, 1, 2.50)»."""
    glossary = (RULEBOOK / "glossary.md").read_text(encoding="utf-8")
    assert "после точки" not in glossary
    assert "0,01" in glossary and "2,50" in glossary
