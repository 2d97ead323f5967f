"""The rulebook window: opening a rule's section, history, language, search, contents."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QApplication, QWidget

from desktop.rulebook import text as text
from desktop.rulebook.contents_tree import HTML_ROLE, SECTION_ROLE
from desktop.rulebook.window import RulebookWindow


@pytest.fixture
def window(qtbot) -> Iterator[RulebookWindow]:
    widget = RulebookWindow("ru")
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget


def anchor_names(widget: RulebookWindow) -> set[str]:
    """Every anchor name in the shown document."""
    names: set[str] = set()
    block = widget.browser.document().begin()
    while block.isValid():
        iterator = block.begin()
        while not iterator.atEnd():
            names.update(iterator.fragment().charFormat().anchorNames())
            iterator += 1
        block = block.next()
    return names


def test_show_section_scrolls_to_the_section_and_says_so(qtbot, window) -> None:
    with qtbot.waitSignal(window.sig_section_shown) as shown:
        window.show_section("three-bugs/honours")
    assert shown.args == ["three-bugs/honours"]
    assert window.current_section == "three-bugs/honours"
    assert window.heading_at_top() == "Онеры"
    assert window.browser.verticalScrollBar().value() > 0
    assert "Онеры считают после розыгрыша" in window.browser.toPlainText()


def test_every_section_of_the_shown_game_has_its_anchor(window) -> None:
    window.show_section("stukolka/remiz")
    assert anchor_names(window) == {s.id for s in text.sections("ru", "stukolka")}
    assert "{#" not in window.browser.toPlainText()


def test_show_section_in_another_game_loads_that_game(qtbot, window) -> None:
    with qtbot.waitSignal(window.sig_section_shown) as shown:
        window.show_section("gin/oklahoma-spades")
    assert shown.args == ["gin/oklahoma-spades"]
    assert window.heading_at_top() == "Пики удваивают"
    assert window.contents_view.currentIndex().data(SECTION_ROLE) == "gin/oklahoma-spades"


def test_the_last_section_can_still_be_brought_to_the_top(window) -> None:
    window.show_section("three-bugs/dummy")
    assert window.heading_at_top() == "Втроём с болваном"


def test_show_game_opens_at_the_top(window) -> None:
    window.show_section("rummy/game")
    window.show_game("glossary")
    assert window.current_section == "glossary"
    assert window.browser.verticalScrollBar().value() == 0
    with pytest.raises(KeyError):
        window.show_game("poker")


def test_an_unknown_rule_id_is_refused_by_name(window) -> None:
    with pytest.raises(KeyError, match="gin/nonsense"):
        window.show_section("gin/nonsense")
    assert window.current_section == "three-bugs"


def test_back_and_forward(qtbot, window) -> None:
    for section in ("three-bugs/tricks", "stukolka/ante", "gin/box"):
        window.show_section(section)
    assert window.back_button.isEnabled() and not window.forward_button.isEnabled()
    with qtbot.waitSignal(window.sig_section_shown) as shown:
        window.back()
    assert shown.args == ["stukolka/ante"]
    window.back()
    assert window.current_section == "three-bugs/tricks"
    assert window.heading_at_top() == "Взятки"
    assert window.forward_button.isEnabled()
    window.forward()
    assert window.current_section == "stukolka/ante"
    # A new section after going back drops the forward history, as in a browser.
    window.show_section("rummy/melded")
    assert not window.forward_button.isEnabled()
    window.back()
    assert window.current_section == "stukolka/ante"


def test_back_and_forward_keys(qtbot, window) -> None:
    window.show_section("three-bugs/crowns")
    window.show_section("three-bugs/aces")
    window.activateWindow()
    window.browser.setFocus()
    qtbot.keyClick(window.browser, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert window.current_section == "three-bugs/crowns"
    qtbot.keyClick(window.browser, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert window.current_section == "three-bugs/aces"


def test_ctrl_f_puts_the_keyboard_in_the_search_box(qtbot, window) -> None:
    window.activateWindow()
    window.browser.setFocus()
    qtbot.keyClick(window.browser, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is window.search_edit


def test_language_switch_keeps_the_section(qtbot, window) -> None:
    window.show_section("three-bugs/honours")
    with qtbot.waitSignal(window.sig_section_shown) as shown:
        window.set_language("en")
    assert shown.args == ["three-bugs/honours"]
    assert window.language == "en"
    assert window.heading_at_top() == "Honours"
    assert window.language_combo.currentData() == "en"
    assert window.contents_model.item(0).text() == "Three Bugs"
    # The switch is no step in the history: back leads to the section before, in English.
    window.show_section("stukolka/pot")
    window.language_combo.setCurrentIndex(window.language_combo.findData("ru"))
    assert window.language == "ru"
    assert window.heading_at_top() == "Банк"
    window.back()
    assert window.heading_at_top() == "Онеры"


@pytest.mark.parametrize("query", ["онеры", "ОНЕРЫ", "Онеры"])
def test_search_lists_passages_with_the_match_marked(qtbot, window, query: str) -> None:
    # QTest types ASCII only, so the Cyrillic query is put in the box as a paste would.
    window.search_edit.setText(query)
    model = window.results_model
    assert model.rowCount() > 0
    first = model.index(0, 0)
    assert first.data(SECTION_ROLE) == "three-bugs/honours"
    assert "background-color:#ffe58a'>Онеры</b>" in first.data(HTML_ROLE)
    assert window.side.currentIndex() == 1
    with qtbot.waitSignal(window.sig_section_shown) as shown:
        qtbot.keyClick(window.search_edit, Qt.Key.Key_Return)
    assert shown.args == ["three-bugs/honours"]
    window.search_edit.clear()
    assert window.side.currentIndex() == 0


def test_search_in_english_finds_remiz(qtbot, window) -> None:
    window.set_language("en")
    qtbot.keyClicks(window.search_edit, "REMIZ")
    found = [
        window.results_model.index(row, 0).data(SECTION_ROLE)
        for row in range(window.results_model.rowCount())
    ]
    assert "stukolka/remiz" in found and "stukolka/fault-remiz" in found
    # Switching the language searches again in the other text.
    window.set_language("ru")
    assert window.results_model.rowCount() > 0
    assert "remiz" in window.results_model.index(0, 0).data(HTML_ROLE).casefold()


def test_clicking_a_result_opens_its_section(qtbot, window) -> None:
    window.search("пересыпка")
    index = window.results_model.index(0, 0)
    rect = window.results_view.visualRect(index)
    with qtbot.waitSignal(window.sig_section_shown) as shown:
        qtbot.mouseClick(
            window.results_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center()
        )
    assert shown.args == [index.data(SECTION_ROLE)]


def test_contents_tree(qtbot, qtmodeltester, window) -> None:
    qtmodeltester.check(window.contents_model)
    model = window.contents_model
    titles = [model.item(row).text() for row in range(model.rowCount())]
    assert titles == [text.sections("ru", game)[0].title for game in text.GAMES]
    stukolka = model.item(1)
    child = stukolka.child(0)
    assert child.data(SECTION_ROLE) == "stukolka/table"
    with qtbot.waitSignal(window.sig_section_shown) as shown:
        window.contents_view.activated.emit(child.index())
    assert shown.args == ["stukolka/table"]


def test_links_in_the_text_open_their_section(qtbot, window) -> None:
    with qtbot.waitSignal(window.sig_section_shown) as shown:
        window.browser.anchorClicked.emit(QUrl("#three-bugs/dummy"))
    assert shown.args == ["three-bugs/dummy"]
    window.browser.anchorClicked.emit(QUrl("https://example.org/#gin"))
    assert window.current_section == "three-bugs/dummy"


def test_worked_examples_are_shown_as_tables_not_json(window) -> None:
    window.show_section("three-bugs/undertricks")
    shown = window.browser.toPlainText()
    assert '"session"' not in shown
    assert "Запись считает этот пример так:" in shown
    assert "−840" in shown


def test_with_a_parent_it_is_still_a_window_of_its_own(qtbot) -> None:
    """The main window passes itself as parent; the rules must not land inside it."""
    main = QWidget()
    qtbot.addWidget(main)
    book = RulebookWindow("en", main)
    assert book.isWindow() and book.parent() is main
    book.show_section("gin/knock")
    assert book.current_section == "gin/knock"


@pytest.mark.parametrize(
    ("key", "modifier"),
    [
        (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier),
    ],
    ids=["Esc", "Ctrl+W"],
)
def test_esc_and_ctrl_w_close_the_window(qtbot, window, key, modifier) -> None:
    """From the page and from the search box alike."""
    for target in (window.browser, window.search_edit):
        window.show()
        window.activateWindow()
        qtbot.waitExposed(window)
        target.setFocus()
        if target is window.search_edit:
            qtbot.keyClicks(window.search_edit, "ante")
        assert window.isVisible()
        qtbot.keyClick(target, key, modifier)
        assert not window.isVisible(), target


def test_it_opens_within_the_screen(qtbot) -> None:
    """Too big for the screen and placed off it, the window is shrunk and moved so that
    all of it lies in the screen's available area when it opens."""
    widget = RulebookWindow("en")
    qtbot.addWidget(widget)
    room = widget.screen().availableGeometry()
    widget.resize(room.width() + 900, room.height() + 700)
    widget.move(room.left() - 400, room.top() - 300)
    widget.show()
    qtbot.waitExposed(widget)
    assert room.contains(widget.frameGeometry()), (room, widget.frameGeometry())
    assert widget.width() <= room.width() and widget.height() <= room.height()


def test_it_keeps_its_size_when_the_screen_has_room(qtbot) -> None:
    widget = RulebookWindow("en")
    qtbot.addWidget(widget)
    room = widget.screen().availableGeometry()
    width, height = min(640, room.width()), min(480, room.height())
    widget.resize(width, height)
    widget.move(room.left() + 10, room.top() + 10)
    widget.show()
    qtbot.waitExposed(widget)
    assert (widget.width(), widget.height()) == (width, height)
    assert room.contains(widget.frameGeometry())


def test_zhuchok_finds_the_game_and_each_result_names_its_game(qtbot, window) -> None:
    """Issue 17: «жучок» finds «Три жучка» through its word forms; results carry their
    game, so the two «Взятки» can be told apart."""
    window.search_edit.setText("жучок")
    first = window.results_model.index(0, 0)
    assert first.data(SECTION_ROLE) == "three-bugs"
    assert "background-color:#ffe58a'>жучка</b>" in first.data(HTML_ROLE)
    with qtbot.waitSignal(window.sig_section_shown) as shown:
        qtbot.keyClick(window.search_edit, Qt.Key.Key_Return)
    assert shown.args == ["three-bugs"]

    window.search_edit.setText("Взятки")
    titles = {
        window.results_model.index(row, 0).data(SECTION_ROLE): window.results_model.index(
            row, 0
        ).data(HTML_ROLE)
        for row in range(window.results_model.rowCount())
    }
    assert "<b>Три жучка · Взятки</b>" in titles["three-bugs/tricks"]
    assert "<b>Стуколка · Взятки</b>" in titles["stukolka/trick"]


def test_english_search_knows_word_forms(qtbot, window) -> None:
    window.set_language("en")
    qtbot.keyClicks(window.search_edit, "knocked")
    found = [
        window.results_model.index(row, 0).data(SECTION_ROLE)
        for row in range(window.results_model.rowCount())
    ]
    assert "gin/knock" in found and "stukolka/knocking" in found


def test_the_choices_page_opens_and_its_links_lead_to_the_rules(qtbot, window) -> None:
    window.show_game("choices")
    assert "Что говорят источники и что выбрали мы" in window.browser.toPlainText()
    with qtbot.waitSignal(window.sig_section_shown) as shown:
        window.browser.anchorClicked.emit(QUrl("#three-bugs/one-pack"))
    assert shown.args == ["three-bugs/one-pack"]
    assert window.heading_at_top() == "Одна колода — одна запись"
