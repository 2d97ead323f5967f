"""The rulebook window: the rules of every game, with contents, search and history.

The texts come from :mod:`desktop.rulebook.text` (Markdown packaged with the app; nothing
is fetched) and are searched by :mod:`desktop.rulebook.search`. The window's parts live
beside it: the contents tree (:mod:`desktop.rulebook.contents_tree`), the search results
(:mod:`desktop.rulebook.search_results`) and the page, whose headings are anchored by
section id (:mod:`desktop.rulebook.rule_page`).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, QUrl, Signal
from PySide6.QtGui import (
    QAction,
    QGuiApplication,
    QKeyEvent,
    QShowEvent,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QSplitter,
    QStackedWidget,
    QTextBrowser,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from desktop import keys
from desktop.rulebook import display as display
from desktop.rulebook import search as search
from desktop.rulebook import text as text
from desktop.rulebook.contents_tree import SECTION_ROLE, fill_contents, select_section
from desktop.rulebook.rule_page import heading_at_top, mark_headings
from desktop.rulebook.search_results import HtmlDelegate, fill_results
from rules.registry import first_game


class RulebookWindow(QWidget):
    """The rules of all the games, in Russian or English, opened at any section."""

    sig_section_shown = Signal(str)
    """Emitted with a section id each time a section is shown (opened, back, forward,
    language switched)."""

    def __init__(self, language: str = "ru", parent: QWidget | None = None) -> None:
        # A window of its own even when the main window is its parent (which owns it and
        # closes it with itself), so the rules can sit beside the sheet.
        super().__init__(parent, Qt.WindowType.Window)
        self._language = text.check_language(language)
        self._game: str | None = None
        self._section: str | None = None
        self._history: list[str] = []
        self._position = -1
        self.setWindowTitle(self.tr("Zapis — rules of the games"))
        self._build()
        self._fill_contents()
        self.resize(1000, 700)
        self._placed = False
        self.show_game(first_game())

    # --- construction -----------------------------------------------------------------

    def _build(self) -> None:
        self.back_button = QToolButton(self)
        self.back_button.setText(self.tr("◀ Back"))
        self.back_button.setToolTip(self.tr("Back (Alt+Left)"))
        self.back_button.clicked.connect(self.back)
        self.forward_button = QToolButton(self)
        self.forward_button.setText(self.tr("Forward ▶"))
        self.forward_button.setToolTip(self.tr("Forward (Alt+Right)"))
        self.forward_button.clicked.connect(self.forward)

        self.search_edit = QLineEdit(self)
        self.search_edit.setPlaceholderText(self.tr("Search the rules (Ctrl+F)"))
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.textChanged.connect(self._search)
        self.search_edit.returnPressed.connect(self._open_first_result)

        self.language_combo = QComboBox(self)
        self.language_combo.addItem(self.tr("Русский"), "ru")
        self.language_combo.addItem(self.tr("English"), "en")
        self.language_combo.setToolTip(self.tr("Language of the rules"))
        self.language_combo.setCurrentIndex(text.LANGUAGES.index(self._language))
        self.language_combo.currentIndexChanged.connect(
            lambda row: self.set_language(self.language_combo.itemData(row))
        )

        bar = QHBoxLayout()
        bar.addWidget(self.back_button)
        bar.addWidget(self.forward_button)
        bar.addWidget(self.search_edit, 1)
        bar.addWidget(QLabel(self.tr("Language:"), self))
        bar.addWidget(self.language_combo)

        self.contents_model = QStandardItemModel(self)
        self.contents_view = QTreeView(self)
        self.contents_view.setModel(self.contents_model)
        self.contents_view.setHeaderHidden(True)
        self.contents_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.contents_view.activated.connect(self._open_item)
        self.contents_view.clicked.connect(self._open_item)

        self.results_model = QStandardItemModel(self)
        self.results_view = QListView(self)
        self.results_view.setModel(self.results_model)
        self.results_view.setItemDelegate(HtmlDelegate(self.results_view))
        self.results_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results_view.setWordWrap(True)
        self.results_view.setUniformItemSizes(False)
        self.results_view.setResizeMode(QListView.ResizeMode.Adjust)
        self.results_view.activated.connect(self._open_item)
        self.results_view.clicked.connect(self._open_item)
        self.results_label = QLabel(self)
        results_page = QWidget(self)
        results_layout = QVBoxLayout(results_page)
        results_layout.setContentsMargins(0, 0, 0, 0)
        results_layout.addWidget(self.results_label)
        results_layout.addWidget(self.results_view, 1)

        self.side = QStackedWidget(self)
        self.side.addWidget(self.contents_view)
        self.side.addWidget(results_page)

        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        self.browser.setOpenExternalLinks(False)
        self.browser.anchorClicked.connect(self._follow_link)
        # The text wraps to the page; Qt's table layout can still overrun it by a pixel,
        # which would put a useless horizontal scroll bar under every page.
        self.browser.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.side)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([300, 700])

        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(splitter, 1)

        find = QAction(self.tr("Find in the rules"), self)
        find.setShortcuts(keys.FIND_IN_RULES.sequences_here())
        find.triggered.connect(self.focus_search)
        back = QAction(self.tr("Back"), self)
        back.setShortcuts(keys.RULES_BACK.sequences_here())
        back.triggered.connect(self.back)
        forward = QAction(self.tr("Forward"), self)
        forward.setShortcuts(keys.RULES_FORWARD.sequences_here())
        forward.triggered.connect(self.forward)
        close = QAction(self.tr("Close the rules"), self)
        close.setShortcuts(keys.CLOSE_RULES.sequences_here())
        close.triggered.connect(self.close)
        for action in (find, back, forward, close):
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.addAction(action)
        self._update_buttons()

    def _fill_contents(self) -> None:
        fill_contents(self.contents_model, self._language)

    # --- public API -------------------------------------------------------------------

    @property
    def language(self) -> str:
        """The language the rules are shown in (``"ru"`` or ``"en"``)."""
        return self._language

    @property
    def current_section(self) -> str | None:
        """The id of the section last shown."""
        return self._section

    def show_section(self, rule_id: str) -> None:
        """Open the rules at section ``rule_id`` (a rule id from the sheet) and scroll to it.

        An id the rulebook does not have raises ``KeyError`` naming it.
        """
        text.find_section(self._language, rule_id)
        self._display(rule_id)
        if self._position < 0 or self._history[self._position] != rule_id:
            del self._history[self._position + 1 :]
            self._history.append(rule_id)
            self._position = len(self._history) - 1
        self._update_buttons()

    def show_game(self, game: str) -> None:
        """Open a game's rules at the top: ``"three-bugs"``, ``"stukolka"``, ``"gin"``,
        ``"rummy"`` or ``"glossary"``."""
        if game not in text.GAMES:
            raise KeyError(f"the rulebook has no game '{game}'")
        self.show_section(game)

    def set_language(self, language: str) -> None:
        """Show the rules in ``language`` (``"ru"`` or ``"en"``), at the same section."""
        text.check_language(language)
        if language == self._language:
            return
        self._language = language
        self.language_combo.blockSignals(True)
        self.language_combo.setCurrentIndex(text.LANGUAGES.index(language))
        self.language_combo.blockSignals(False)
        self._fill_contents()
        self._game = None
        if self._section is not None:
            self._display(self._section)
        self._search(self.search_edit.text())

    def back(self) -> None:
        """Show the section shown before this one, if any."""
        if self._position > 0:
            self._position -= 1
            self._display(self._history[self._position])
            self._update_buttons()

    def forward(self) -> None:
        """Show the section left by :meth:`back`, if any."""
        if self._position < len(self._history) - 1:
            self._position += 1
            self._display(self._history[self._position])
            self._update_buttons()

    def focus_search(self) -> None:
        """Put the keyboard in the search box, its text selected."""
        self.search_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search_edit.selectAll()

    def search(self, query: str) -> None:
        """Search the rules for ``query`` and list the matching passages."""
        self.search_edit.setText(query)

    def heading_at_top(self) -> str:
        """The text of the last heading that starts at or above the top of the page."""
        return heading_at_top(self.browser)

    # --- inside -----------------------------------------------------------------------

    def _display(self, section_id: str) -> None:
        game = text.game_of(section_id)
        if game != self._game:
            self._load(game)
        self._section = section_id
        self._scroll_to(section_id)
        select_section(self.contents_view, self.contents_model, section_id)
        self.sig_section_shown.emit(section_id)

    def _load(self, game: str) -> None:
        self.browser.setMarkdown(
            display.display_markdown(text.source_text(self._language, game), self._language)
        )
        mark_headings(self.browser.document(), text.sections(self._language, game))
        self._game = game

    def _scroll_to(self, section_id: str) -> None:
        # Room below the text as tall as the page, so that even the last section can be
        # scrolled to the top of the page, where the reader expects it.
        root = self.browser.document().rootFrame()
        frame_format = root.frameFormat()
        room = self.browser.viewport().height()
        if frame_format.bottomMargin() != room:
            frame_format.setBottomMargin(room)
            root.setFrameFormat(frame_format)
        if section_id == self._game:
            self.browser.verticalScrollBar().setValue(0)
        else:
            self.browser.scrollToAnchor(section_id)

    def _update_buttons(self) -> None:
        self.back_button.setEnabled(self._position > 0)
        self.forward_button.setEnabled(self._position < len(self._history) - 1)

    def _open_item(self, index: QModelIndex) -> None:
        section_id = index.data(SECTION_ROLE)
        if section_id:
            self.show_section(section_id)

    def _follow_link(self, url: QUrl) -> None:
        # Only links inside the rulebook are followed: the app fetches nothing.
        if not url.scheme() and url.fragment():
            try:
                self.show_section(url.fragment())
            except KeyError:
                return

    def _search(self, query: str) -> None:
        self.results_model.clear()
        if not query.strip():
            self.side.setCurrentIndex(0)
            return
        hits = search.search(self._language, query)
        fill_results(self.results_model, hits)
        self.results_label.setText(self.tr("%n section(s) found", "", len(hits)))
        self.side.setCurrentIndex(1)

    def _open_first_result(self) -> None:
        if self.results_model.rowCount():
            self._open_item(self.results_model.index(0, 0))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Esc and Ctrl+W close the window also when a child (the search box) has the
        # keyboard and the shortcut did not fire: the key then comes up to the window.
        if keys.CLOSE_RULES.pressed(event):
            self.close()
            return
        super().keyPressEvent(event)

    def fit_to_screen(self) -> None:
        """Shrink and move the window so that all of it lies within the available part
        of its screen (a small screen, or a saved place on a screen since removed)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        room = screen.availableGeometry()
        frame = self.frameGeometry()
        # The frame (title bar, borders) is counted too, so that it stays on screen.
        extra_width = frame.width() - self.width()
        extra_height = frame.height() - self.height()
        width = min(self.width(), room.width() - extra_width)
        height = min(self.height(), room.height() - extra_height)
        self.resize(max(width, self.minimumWidth()), max(height, self.minimumHeight()))
        frame = self.frameGeometry()
        left = min(max(frame.left(), room.left()), room.right() + 1 - frame.width())
        top = min(max(frame.top(), room.top()), room.bottom() + 1 - frame.height())
        self.move(max(left, room.left()), max(top, room.top()))

    def showEvent(self, event: QShowEvent) -> None:
        if not self._placed:
            self._placed = True
            self.fit_to_screen()
        super().showEvent(event)
        # Before the window is shown the page has no width, so the first scroll may have
        # landed short; scroll again now that the layout is real.
        if self._section is not None:
            self._scroll_to(self._section)
