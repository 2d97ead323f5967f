"""The rulebook window's contents: every game's sections as a tree, and the item roles
the contents and the search results share."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QTreeView

from desktop.rulebook import text as text

SECTION_ROLE = Qt.ItemDataRole.UserRole + 1
"""Item data role holding a section id (contents and search results)."""
HTML_ROLE = Qt.ItemDataRole.UserRole + 2
"""Item data role holding a search result's passage as HTML, the match in bold."""


def fill_contents(model: QStandardItemModel, language: str) -> None:
    """Put every rulebook file's contents in ``model``, a tree of sections by level."""
    model.clear()

    def add(parent: QStandardItem | QStandardItemModel, node: text.ContentsNode) -> None:
        item = QStandardItem(node.title)
        item.setData(node.id, SECTION_ROLE)
        item.setToolTip(node.title)
        parent.appendRow(item)
        for child in node.children:
            add(item, child)

    for game in text.GAMES:
        add(model, text.contents(language, game))


def select_section(view: QTreeView, model: QStandardItemModel, section_id: str) -> None:
    """Make the section ``section_id`` the contents' current item and scroll to it."""
    found = model.match(
        model.index(0, 0),
        SECTION_ROLE,
        section_id,
        1,
        Qt.MatchFlag.MatchExactly | Qt.MatchFlag.MatchRecursive,
    )
    if found:
        view.setCurrentIndex(found[0])
        view.scrollTo(found[0])
