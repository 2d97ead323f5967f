"""File → Print…: Qt's print preview of a sitting's printed sheet, from which the player
picks a printer (or a PDF file), the paper and the pages."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QWidget

from desktop.printing.document import PrintSource, SheetDocument, sheet_document
from desktop.printing.render import PageSize, paint, prepare


def default_page_size() -> PageSize:
    """Letter where the locale measures in US units, A4 elsewhere."""
    if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem:
        return PageSize.LETTER
    return PageSize.A4


class SheetPrintPreview(QPrintPreviewDialog):
    """The print preview of one sitting's sheet (it keeps its printer and document)."""

    def __init__(self, loaded: Any, parent: QWidget | None = None) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        prepare(printer, default_page_size())
        super().__init__(printer, parent)
        # Held here: the dialog does not own the printer it was given.
        self._own_printer = printer
        self.document: SheetDocument = sheet_document(PrintSource.of(loaded))
        printer.setDocName(self.document.title)
        self.setWindowTitle(self.document.title)
        self.pages = 0
        """Pages painted the last time the preview or the printer asked."""
        self.paintRequested.connect(self.paint_on)

    def paint_on(self, printer: QPrinter) -> None:
        """Paint the sheet on ``printer`` (the preview's, or the real one)."""
        self.pages = paint(self.document, printer)
