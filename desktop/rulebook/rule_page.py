"""The rulebook window's page: a rulebook file read by Qt's Markdown reader, its headings
named after their section ids and the [Restored]/[Ruling] boxes tinted.

Qt's Markdown reader (``QTextDocument.setMarkdown``) drops ``{#id}``-style attributes, so
the ids are put back here, after reading: ``scrollToAnchor`` and in-text links
(``[…](#three-bugs/dummy)``) then work.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtGui import (
    QColor,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import QTextBrowser

from desktop.rulebook import text as text

NOTE_BACKGROUND = QColor("#f6f1dc")
"""Background of the [Restored]/[Ruling] boxes, so a table sees them at a glance."""


def mark_headings(document: QTextDocument, sections: Iterable[text.Section]) -> None:
    """Name each heading block's text after its section id, and tint the boxes; headings
    are matched to the parsed ``sections`` in order."""
    remaining = iter(sections)
    block = document.begin()
    while block.isValid():
        cursor = QTextCursor(block)
        if block.blockFormat().headingLevel() > 0:
            section = next(remaining, None)
            if section is not None:
                cursor.movePosition(
                    QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor
                )
                anchor = QTextCharFormat()
                anchor.setAnchor(True)
                anchor.setAnchorNames([section.id])
                cursor.mergeCharFormat(anchor)
        elif block.blockFormat().intProperty(QTextFormat.Property.BlockQuoteLevel) > 0:
            tint = QTextBlockFormat()
            tint.setBackground(NOTE_BACKGROUND)
            cursor.mergeBlockFormat(tint)
        block = block.next()


def heading_at_top(browser: QTextBrowser) -> str:
    """The text of the last heading that starts at or above the top of ``browser``'s page."""
    document = browser.document()
    layout = document.documentLayout()
    top = browser.verticalScrollBar().value()
    title = ""
    block = document.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() > 0:
            if layout.blockBoundingRect(block).top() > top + 2:
                break
            title = block.text()
        block = block.next()
    return title
