"""A half-typed deal is never lost (issue 25): what a deal form's fields hold, taken as a
draft and put back.

A draft is the state of every input of the form, in the form's own order (the text of a
line, the number of a spin box, the item of a combo, the state of a check or radio
button), so a deal the engine cannot read yet (a crown half typed, no soloist) is kept as
typed. It is put back into the same form (the same game, options and players): a draft
whose inputs do not match the form's is dropped, never half applied.

Escape (or Clear) pushes a :class:`ClearedDraft` on the sitting's undo stack, so Ctrl+Z
brings the deal back; closing the sitting keeps the draft in the settings
(:func:`draft_key`) and the sitting's next opening puts it back.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence

from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from desktop.widgets.spin_box_line import is_spin_box_line

Value = str | int | bool
Draft = list[tuple[str, Value]]
"""Each input's kind (``line``, ``spin``, ``combo``, ``button``) and what it holds."""


def draft_key(sitting_id: int) -> str:
    """Where the settings keep an open sitting's draft."""
    return f"drafts/{sitting_id}"


def form_inputs(form: QWidget) -> list[QWidget]:
    """The inputs of ``form`` whose values make the deal, in the form's order."""
    found: list[QWidget] = []
    for widget in form.findChildren(QWidget):
        if is_spin_box_line(widget):
            continue  # a spin box's own line: the spin box is kept
        if isinstance(widget, QComboBox) and widget.isEditable():
            continue
        checkable = isinstance(widget, QAbstractButton) and widget.isCheckable()
        if checkable or isinstance(widget, QLineEdit | QSpinBox | QComboBox):
            found.append(widget)
    return found


def forget_typing(form: QWidget) -> None:
    """Forget what each text field of ``form`` could undo of its own, so that Ctrl+Z
    after the form is cleared reaches the sitting's undo stack (the deal entered, the
    typed deal cleared by Escape), not a field's typing of the deal before.

    A line edit's ``clear()`` is a step of its own undo history (``setText`` is not),
    and a field with something to undo takes Ctrl+Z first: in Oklahoma, Ctrl+Z after a
    deal was entered put its upcard back in the field (and, the card whole, moved on to
    the knocker) instead of taking the deal back; after Escape it put back the upcard
    alone (typed under X11, issue 25).
    """
    for edit in form.findChildren(QLineEdit):
        if edit.isUndoAvailable() or edit.isRedoAvailable():
            blocked = edit.blockSignals(True)
            try:
                edit.setText(edit.text())  # the same text, without its history
            finally:
                edit.blockSignals(blocked)


def take_draft(form: QWidget, inputs: Sequence[QWidget] | None = None) -> Draft:
    """What every input of ``form`` holds now; ``inputs``, if given, are the form's
    (:func:`form_inputs`, found once: a deal form makes its fields when it is built, and
    finding them again took 0.4 ms of every Enter, issue 31)."""
    draft: Draft = []
    for widget in form_inputs(form) if inputs is None else inputs:
        if isinstance(widget, QLineEdit):
            draft.append(("line", widget.text()))
        elif isinstance(widget, QSpinBox):
            draft.append(("spin", widget.value()))
        elif isinstance(widget, QComboBox):
            draft.append(("combo", widget.currentIndex()))
        elif isinstance(widget, QAbstractButton):
            draft.append(("button", widget.isChecked()))
    return draft


def _kind(widget: QWidget) -> str:
    if isinstance(widget, QLineEdit):
        return "line"
    if isinstance(widget, QSpinBox):
        return "spin"
    if isinstance(widget, QComboBox):
        return "combo"
    return "button"


def put_draft(form: QWidget, draft: Draft, inputs: Sequence[QWidget] | None = None) -> bool:
    """Put ``draft`` back into ``form`` (just cleared for a new deal); ``False``, and
    nothing changed, if it was taken from another form. ``inputs`` as for
    :func:`take_draft`."""
    if inputs is None:
        inputs = form_inputs(form)
    if [_kind(widget) for widget in inputs] != [kind for kind, _value in draft]:
        return False
    # In the form's order: the deal's kind first, which shows the fields that follow.
    for widget, (_kind_name, value) in zip(inputs, draft, strict=True):
        if isinstance(widget, QLineEdit):
            widget.setText(str(value))
        elif isinstance(widget, QSpinBox):
            number = int(value)
            if number > widget.maximum():
                widget.setMaximum(number)  # a number typed past the top, kept as typed
            widget.setValue(number)
        elif isinstance(widget, QComboBox):
            widget.setCurrentIndex(int(value))
        elif isinstance(widget, QAbstractButton) and (bool(value) or not widget.autoExclusive()):
            # (An exclusive button unchecked stays so: the cleared form has none on.)
            widget.setChecked(bool(value))
    return True


def draft_text(draft: Draft) -> str:
    """``draft`` as the settings keep it."""
    return json.dumps(draft, ensure_ascii=False)


def read_draft(text: object) -> Draft | None:
    """A draft the settings kept, or ``None`` if there is none or it is unreadable."""
    if not isinstance(text, str) or not text:
        return None
    try:
        items = json.loads(text)
    except ValueError:
        return None
    if not isinstance(items, list):
        return None
    draft: Draft = []
    for item in items:
        if (
            not isinstance(item, list)
            or len(item) != 2
            or item[0] not in ("line", "spin", "combo", "button")
            or not isinstance(item[1], str | int | bool)
        ):
            return None
        draft.append((str(item[0]), item[1]))
    return draft


class ClearedDraft(QUndoCommand):
    """The form cleared of a half-typed deal: undo puts it back, redo clears it again.
    Nothing is written to the store, so the controller moves the stack alone."""

    def __init__(
        self,
        text: str,
        draft: Draft,
        put: Callable[[Draft], None],
        clear: Callable[[], None],
    ) -> None:
        super().__init__(text)
        self.draft = draft
        self._put = put
        self._clear = clear

    def redo(self) -> None:
        self._clear()

    def undo(self) -> None:
        self._put(self.draft)
