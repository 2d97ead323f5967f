"""Underlined letters (mnemonics) given at run time, unique within a window.

A page built apart from the window it is shown in (a game's options in the new-sitting
dialog) cannot know which letters the window's own labels took, and in which language:
the letters are chosen when the page is placed, from the words as translated, so that
Alt+letter reaches every option in both languages without two fields on one letter
(what KDE's accelerator manager does for every window).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMainWindow, QWidget


def mnemonic_of(text: str) -> str | None:
    """The letter ``text`` underlines (``"&Game"`` → ``"g"``, casefolded), or ``None``
    (``"&&"`` is a literal ampersand)."""
    index = 0
    while index < len(text) - 1:
        if text[index] == "&":
            if text[index + 1] != "&":
                return text[index + 1].casefold()
            index += 1
        index += 1
    return None


def without_mnemonic(text: str) -> str:
    """``text`` with its underline marker taken out (a literal ``&&`` kept)."""
    out: list[str] = []
    index = 0
    while index < len(text):
        if text[index] == "&" and index + 1 < len(text):
            out.append("&&" if text[index + 1] == "&" else "")
            index += 2 if text[index + 1] == "&" else 1
            continue
        out.append(text[index])
        index += 1
    return "".join(out)


def with_mnemonic(text: str, taken: set[str]) -> str | None:
    """``text`` (without a marker) with a letter not in ``taken`` underlined: the first
    free letter that starts a word, else the first free letter; ``None`` if every
    letter is taken."""
    letters = [i for i, c in enumerate(text) if c.isalnum()]
    starts = [i for i in letters if i == 0 or not text[i - 1].isalnum()]
    for index in starts + letters:
        if text[index].casefold() not in taken:
            return f"{text[:index]}&{text[index:]}"
    return None


def _text(widget: QWidget) -> str | None:
    """The text of a widget that can carry a mnemonic (a label with a buddy, a button,
    a group box's title), else ``None``."""
    if isinstance(widget, QLabel):
        text = widget.text()
        # Markup would be read as letters (``<b>``): such a label keeps what it has.
        rich = widget.textFormat() == Qt.TextFormat.RichText or (
            widget.textFormat() == Qt.TextFormat.AutoText and "<" in text
        )
        return text if widget.buddy() is not None and text and not rich else None
    if isinstance(widget, QAbstractButton):
        return widget.text() or None
    if isinstance(widget, QGroupBox):
        return widget.title() or None
    return None


def _set_text(widget: QWidget, text: str) -> None:
    if isinstance(widget, QLabel | QAbstractButton):
        widget.setText(text)
    elif isinstance(widget, QGroupBox):
        widget.setTitle(text)


def taken_mnemonics(window: QWidget, outside: QWidget | None = None) -> set[str]:
    """The letters the widgets of ``window`` underline, those inside ``outside`` (the
    pages that come and go) left out."""
    taken: set[str] = set()
    for widget in window.findChildren(QWidget):
        if outside is not None and (widget is outside or outside.isAncestorOf(widget)):
            continue
        text = _text(widget)
        letter = mnemonic_of(text) if text else None
        if letter is not None:
            taken.add(letter)
    return taken


def give_mnemonics(widgets: Iterable[QWidget], taken: set[str]) -> None:
    """Give each of ``widgets`` that can carry one a letter not in ``taken`` (which
    grows): one it already underlines if free, else a new one. A button a label
    reaches (a "yes" check box beside its title) leaves the letter to the label."""
    widgets = list(widgets)
    reached = [w.buddy() for w in widgets if isinstance(w, QLabel) and w.buddy() is not None]
    for widget in widgets:
        text = _text(widget)
        if text is None or any(widget is buddy for buddy in reached):
            continue
        letter = mnemonic_of(text)
        if letter is not None and letter not in taken:
            taken.add(letter)
            continue
        given = with_mnemonic(without_mnemonic(text), taken)
        if given is not None:
            _set_text(widget, given)
            chosen = mnemonic_of(given)
            if chosen is not None:
                taken.add(chosen)


def clear_of_menus(window: QMainWindow, part: QWidget) -> None:
    """Give the widgets of ``part`` (a sitting's form placed in the main window) whose
    letter a menu of ``window``'s menu bar underlines another letter, free in the whole
    window: Alt+letter opened the menu and never reached the field (Russian «&Вид» and
    Three Bugs' «&Взятки», typed at the table in issue 25; English "&Edit" and
    Preferans' "D&ealer")."""
    menus = {
        letter
        for action in window.menuBar().actions()
        if (letter := mnemonic_of(action.text())) is not None
    }
    clashing = []
    for widget in part.findChildren(QWidget):
        text = _text(widget)
        if text is not None and mnemonic_of(text) in menus:
            clashing.append(widget)
    if clashing:
        give_mnemonics(clashing, taken_mnemonics(window) | menus)
