"""A spin box's own line edit, told apart from a form's own text fields."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit


def is_spin_box_line(widget: QObject) -> bool:
    """Whether ``widget`` is the line edit inside a spin box: the spin box is the field
    (its value makes the deal, it takes the keyboard and hands the line its keys), the
    line only its text."""
    return isinstance(widget, QLineEdit) and isinstance(widget.parent(), QAbstractSpinBox)
