"""The rulebook window's search results: each hit's heading and passage, painted as rich
text with the match marked (the search itself is :mod:`desktop.rulebook.search`)."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize
from PySide6.QtGui import QPainter, QStandardItem, QStandardItemModel, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

from desktop.rulebook import search as search
from desktop.rulebook.contents_tree import HTML_ROLE, SECTION_ROLE


def result_title(hit: search.SearchHit) -> str:
    """A result's heading: its game, then its section ("Стуколка · Взятки"), unless the
    section is the game's own title."""
    if hit.title == hit.game_title:
        return hit.title
    return f"{hit.game_title} · {hit.title}"


def passage_html(hit: search.SearchHit) -> str:
    """A search hit as HTML: the game and section, then the passage with the match marked."""
    before = html.escape(hit.snippet[: hit.match_start])
    match = html.escape(hit.matched)
    after = html.escape(hit.snippet[hit.match_start + hit.match_length :])
    return (
        f"<div><b>{html.escape(result_title(hit))}</b></div>"
        f"<div>{before}<b style='background-color:#ffe58a'>{match}</b>{after}</div>"
    )


class HtmlDelegate(QStyledItemDelegate):
    """Paints an item's :data:`HTML_ROLE` text as rich text, wrapped to the view's width."""

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self._view = view

    def _document(self, index: QModelIndex | QPersistentModelIndex, width: int) -> QTextDocument:
        document = QTextDocument()
        document.setDefaultFont(self._view.font())
        document.setHtml(index.data(HTML_ROLE) or "")
        document.setTextWidth(max(width - 8, 50))
        return document

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        options = QStyleOptionViewItem(option)
        self.initStyleOption(options, index)
        options.text = ""
        style = options.widget.style() if options.widget else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, options, painter, options.widget)
        document = self._document(index, option.rect.width())
        painter.save()
        painter.translate(option.rect.left() + 4, option.rect.top() + 2)
        document.drawContents(painter)
        painter.restore()

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        document = self._document(index, self._view.viewport().width())
        return QSize(int(document.idealWidth()) + 8, int(document.size().height()) + 6)


def fill_results(model: QStandardItemModel, hits: Sequence[search.SearchHit]) -> None:
    """Put ``hits`` in ``model``, one item each: the section id, the passage as HTML."""
    model.clear()
    for hit in hits:
        item = QStandardItem(f"{result_title(hit)}: {hit.snippet}")
        item.setData(hit.section_id, SECTION_ROLE)
        item.setData(passage_html(hit), HTML_ROLE)
        item.setToolTip(hit.section_id)
        model.appendRow(item)
