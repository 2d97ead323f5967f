"""A date field that Tab leaves at once."""

from __future__ import annotations

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QAbstractSpinBox, QDateEdit, QWidget

from desktop.widgets.date_text import day_format


class DateField(QDateEdit):
    """A date (as the interface language writes one, :mod:`desktop.widgets.date_text`;
    with a calendar) that Tab and Shift+Tab leave at once: Qt's date field takes Tab to
    its next part, so a date took three Tabs to leave (issue 25, item 9). Its parts are
    chosen with Left and Right (or typed over) and changed with Up and Down."""

    def __init__(self, date: QDate | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if date is not None:
            self.setDate(date)
        self.setCalendarPopup(True)
        self.setDisplayFormat(day_format())

    def focusNextPrevChild(self, next: bool) -> bool:
        # Past QDateTimeEdit's own, which moves between the date's parts.
        return QAbstractSpinBox.focusNextPrevChild(self, next)
