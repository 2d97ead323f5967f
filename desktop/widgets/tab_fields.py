"""The fields of a widget that Tab reaches, in the order it reaches them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget


def _takes_tab(widget: QWidget) -> bool:
    return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)


def _inside_a_field(widget: QWidget, top: QWidget) -> bool:
    """Whether ``widget`` is a part of a field under ``top`` (a spin box's line edit,
    an editable combo box's)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QAbstractSpinBox | QComboBox):
            return True
        parent = parent.parentWidget()
    return False


def tab_fields(widget: QWidget) -> list[QWidget]:
    """The fields under ``widget`` that take the keyboard by Tab, in the window's Tab
    order (for a page built at once, the order of its building), a field's own parts
    (a spin box's line edit) left out."""
    fields: list[QWidget] = []
    current = widget.nextInFocusChain()
    while current is not None and current is not widget and len(fields) < 10_000:
        if (
            widget.isAncestorOf(current)
            and _takes_tab(current)
            and not _inside_a_field(current, widget)
            and current not in fields
        ):
            fields.append(current)
        current = current.nextInFocusChain()
    return fields
