"""Widgets that show a player's name where room is short: a long name shortened in its
middle (:func:`desktop.widgets.short_names.short_name`, start and end kept), the full
name in the tooltip and the accessible name. A 200-character name made a form thousands
of pixels wide, and names differing at their ends read alike (issue 32, item 11)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionComboBox,
    QStyleOptionViewItem,
    QStylePainter,
    QWidget,
)

from desktop.widgets.short_names import SHOWN_NAME_LIMIT, short_name


def name_label(name: str, parent: QWidget) -> QLabel:
    """A label with ``name``, shortened if long."""
    label = QLabel(short_name(name), parent)
    label.setAccessibleName(name)
    if label.text() != name:
        label.setToolTip(name)
    return label


def shorten_name_button(button: QAbstractButton, name: str) -> None:
    """``button`` (a player's choice) showing ``name`` shortened if long."""
    button.setText(short_name(name))
    button.setAccessibleName(name)
    if button.text() != name:
        button.setToolTip(name)


class _ShortNames(QStyledItemDelegate):
    """A popup's items as shortened names (the full name is the item's tooltip)."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        option.text = short_name(option.text)


class NameCombo(QComboBox):
    """A chooser of players that is as wide as a shortened name at most and shows its
    names shortened; its items (``currentText``) keep the full names the records use."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(SHOWN_NAME_LIMIT)
        self.setItemDelegate(_ShortNames(self))
        self.model().rowsInserted.connect(lambda *_args: self._fit())

    def _fit(self) -> None:
        longest = max((len(self.itemText(i)) for i in range(self.count())), default=0)
        self.setMinimumContentsLength(max(4, min(SHOWN_NAME_LIMIT, longest)))
        for index in range(self.count()):
            name = self.itemText(index)
            if short_name(name) != name:
                self.setItemData(index, name, Qt.ItemDataRole.ToolTipRole)

    def paintEvent(self, event: QPaintEvent) -> None:
        # QComboBox's own painting, with the current name shortened in its middle (the
        # style would cut it at its end, where names sharing a start differ).
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        option.currentText = short_name(option.currentText)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
        painter.end()
