"""The players window (records, sorting, rename and its refusals, his sittings), File →
Import session file… and File → Export sitting…, and the empty history's hint — all
driven through the widgets; the file dialogs are answered by replacing them, as a test
cannot type in a native dialog."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from desktop.shell.players_window import PlayerRow, PlayersModel
from tests.conftest import CASES
from tests.desktop.keyboard import type_unicode

RUMMY = [
    # (melded, in hand) per player; Anna +30, Boris +5, Vera −40 in the first sitting.
    {"melded": {"Anna": 30, "Boris": 20, "Vera": 0}, "in_hand": {"Anna": 0, "Boris": 15,
                                                                 "Vera": 40}},
]  # fmt: skip


@pytest.fixture
def sittings(store: Any) -> dict[str, int]:
    """Three sittings: two rummy (Anna, Boris, Vera; Anna, Boris, Gleb) and a gin (Anna,
    Dasha)."""
    first = store.create_sitting("rummy", ["Anna", "Boris", "Vera"], {"packs": 1})
    store.add_deal(first.id, RUMMY[0])
    second = store.create_sitting("rummy", ["Anna", "Boris", "Gleb"], {"packs": 1})
    store.add_deal(
        second.id,
        {"melded": {"Anna": 0, "Boris": 100, "Gleb": 9},
         "in_hand": {"Anna": 12, "Boris": 0, "Gleb": 0}},
    )  # fmt: skip
    gin = store.create_sitting("gin", ["Anna", "Dasha"], {})
    store.add_deal(gin.id, {"type": "gin", "player": "Dasha", "opponent_deadwood": 7})
    return {"first": int(first.id), "second": int(second.id), "gin": int(gin.id)}


@pytest.fixture
def players_window(qtbot: Any, main_window: Any, sittings: dict[str, int]) -> Any:
    """The players window, opened from the main window's File menu."""
    main_window.history.reload(main_window.store)
    main_window.players_action.trigger()
    window = main_window.players_window
    qtbot.waitExposed(window)
    return window


def test_the_players_model_passes_the_model_tester(qtmodeltester: Any) -> None:
    """Qt's model checks on the players model, with rows and after a reset to none."""
    model = PlayersModel()
    model.set_rows(
        [
            PlayerRow("Anna", "rummy", 2, 1, 0, 18),
            PlayerRow("Anna", "three-bugs", 1, 2, 1, 4000),
            PlayerRow("Борис", "stukolka", 1, 0, 0, -40, money=True),
        ]
    )
    qtmodeltester.check(model)
    model.set_rows([])
    qtmodeltester.check(model)


def test_every_player_with_his_record_per_game(players_window: Any, store: Any) -> None:
    """A row per known player and game he played, each with what Store.player_stats says
    of him at that game: Anna sat at two rummy sittings and a gin one, so she has two
    rows; rummy totals are points (Anna 30 − 12 = 18, Boris 5 + 100), never added to gin's;
    a game without rubbers shows a dash there."""
    window = players_window
    model = window.model
    assert window.shown_names() == ["Anna", "Anna", "Boris", "Dasha", "Gleb", "Vera"]
    for row in model.rows():
        by_game = {game.game: game for game in store.player_stats(row.name).by_game}
        stats = by_game[row.game]
        assert (row.sittings, row.games_won, row.rubbers_won, row.total, row.money) == (
            stats.sittings, stats.games_won, stats.rubbers_won, stats.total, False,
        )  # fmt: skip
    rows = {(row.name, row.game): number for number, row in enumerate(model.rows())}
    anna_rummy, anna_gin = rows["Anna", "rummy"], rows["Anna", "gin"]
    assert model.player(anna_rummy).sittings == 2 and model.player(anna_gin).sittings == 1
    assert model.player(anna_rummy).total == 30 - 12
    assert model.player(rows["Boris", "rummy"]).total == 5 + 100
    # Gin comes before rummy (the registry's order of games).
    assert anna_gin < anna_rummy
    texts = [model.data(model.index(anna_gin, column)) for column in range(7)]
    assert texts[:3] == ["Anna", "Gin", "1"]
    assert texts[PlayersModel.RUBBERS] == "\u2014"
    assert texts[PlayersModel.UNIT] == "points"
    assert "5" in window.summary_label.text()


def test_stukolka_money_is_labelled_money(qtbot: Any, store: Any) -> None:
    """A Stukolka sitting's total is money (stukolka.md) and says so; Stukolka has no
    games or rubbers, so both show a dash."""
    from desktop.shell.players_window import PlayersWindow
    from tests.db.samples import stukolka_session

    store.import_session(stukolka_session())
    window = PlayersWindow(store)
    qtbot.addWidget(window)
    model = window.model
    first = model.rows()[0]
    assert (first.name, first.game, first.money) == ("A", "stukolka", True)
    money = store.load(store.find_sittings()[0].id).scored.totals["A"]
    assert first.total == money
    texts = [model.data(model.index(0, column)) for column in range(7)]
    assert texts[PlayersModel.GAMES] == texts[PlayersModel.RUBBERS] == "\u2014"
    assert texts[PlayersModel.UNIT] == "money"


def test_sorting_by_a_column_sorts_the_numbers(qtbot: Any, players_window: Any) -> None:
    """A click on the Total header sorts by the number (−40 below 5), not by its text;
    a second click reverses it."""
    from PySide6.QtCore import QPoint

    from desktop.shell.players_window import SORT_ROLE

    window = players_window
    header = window.table.horizontalHeader()
    column = PlayersModel.TOTAL
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    y = header.height() // 2

    def shown_totals() -> list[int]:
        proxy = window.proxy
        return [proxy.data(proxy.index(r, column), SORT_ROLE) for r in range(proxy.rowCount())]

    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, y))
    first = shown_totals()
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, y))
    second = shown_totals()
    assert sorted(first) in (first, first[::-1])
    assert second == first[::-1]
    assert len(set(first)) > 2


def select(qtbot: Any, window: Any, name: str) -> None:
    row = window.shown_names().index(name)
    index = window.proxy.index(row, 0)
    rect = window.table.visualRect(index)
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.selected_player() == name


def test_rename_everywhere_from_the_window(
    qtbot: Any, players_window: Any, main_window: Any, store: Any, sittings: dict[str, int]
) -> None:
    """Boris selected, "Борис" typed, Return: his seats and deal records are renamed; the
    history shows the new name; his record is unchanged."""
    window = players_window
    select(qtbot, window, "Boris")
    before = store.player_stats("Boris")
    window.rename_edit.setFocus()
    window.rename_edit.selectAll()
    type_unicode(window.rename_edit, "Борис")
    with qtbot.waitSignal(window.sig_renamed) as renamed:
        qtbot.keyClick(window.rename_edit, Qt.Key.Key_Return)
    assert renamed.args == ["Boris", "Борис"]
    assert "Борис" in store.known_players() and "Boris" not in store.known_players()
    loaded = store.load(sittings["first"])
    assert loaded.session.players == ("Anna", "Борис", "Vera")
    assert loaded.session.deals[0].to_json()["melded"]["Борис"] == 20
    after = store.player_stats("Борис")
    assert (after.sittings, after.total) == (before.sittings, before.total)
    assert window.selected_player() == "Борис"
    assert window.problem() == ""
    model = main_window.history.model
    assert any("Борис" in model.summary(r).players for r in range(model.rowCount()))


@pytest.mark.parametrize(
    ("new", "words"),
    [
        ("Anna", "already taken"),
        (" Boris", "starts or ends with a space"),
        ("", "cannot be empty"),
    ],
)
def test_a_refused_rename_says_why_and_changes_nothing(
    qtbot: Any, players_window: Any, store: Any, new: str, words: str
) -> None:
    """Renaming Boris to another player's name, to a name with a space at its end, or to
    nothing: the store's reason appears under the field, the typing stays, nobody is
    renamed."""
    window = players_window
    select(qtbot, window, "Boris")
    players = store.known_players()
    window.rename_edit.selectAll()
    window.rename_edit.setFocus()
    qtbot.keyClick(window.rename_edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(window.rename_edit, new)
    qtbot.keyClick(window.rename_edit, Qt.Key.Key_Return)
    assert words in window.problem()
    assert window.problem_label.isVisible()
    assert window.rename_edit.text() == new
    assert store.known_players() == players
    # Typing again clears the old reason.
    qtbot.keyClicks(window.rename_edit, "x")
    assert window.problem() == ""


def test_double_click_shows_his_sittings(qtbot: Any, players_window: Any, main_window: Any,
                                         sittings: dict[str, int]) -> None:  # fmt: skip
    """A double-click on Gleb shows the history with only the sitting he played."""
    window = players_window
    row = window.shown_names().index("Gleb")
    rect = window.table.visualRect(window.proxy.index(row, 1))
    # A double-click is a click and then a double-click event, as the mouse sends it.
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    with qtbot.waitSignal(window.sig_show_sittings) as shown:
        qtbot.mouseDClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert shown.args == ["Gleb"]
    assert main_window.stack.currentWidget() is main_window.history
    assert main_window.history.visible_ids() == [sittings["second"]]
    # Enter on Anna: her three sittings.
    select(qtbot, window, "Anna")
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert sorted(main_window.history.visible_ids()) == sorted(sittings.values())


# -- session files ------------------------------------------------------------------------


def answer_open(monkeypatch: Any, path: Path) -> None:
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(path), ""))
    )


def zapis_score_line(path: Path, capsys: Any) -> str:
    """The one line `zapis score FILE` prints on stderr."""
    from commands.score import run_score

    assert run_score(path) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1
    return lines[0]


def test_import_a_session_file_from_the_menu(qtbot: Any, main_window: Any, store: Any,
                                             tmp_path: Path, monkeypatch: Any) -> None:  # fmt: skip
    """File → Import session file… adds the seed's 10NT down two as a new sitting and
    opens it: Boris −840, the others 1750 (three-bugs-10nt-down-two)."""
    case = json.loads((CASES / "three-bugs-10nt-down-two.json").read_text())
    path = tmp_path / "ten-no-trumps.json"
    path.write_text(json.dumps(case["session"]), encoding="utf-8")
    answer_open(monkeypatch, path)
    with qtbot.waitSignal(main_window.sig_sitting_opened):
        main_window.import_action.trigger()
    assert store.count_sittings() == 1
    assert main_window.controller.scored.totals == case["expect"]["totals"]
    assert str(path) in main_window.statusBar().currentMessage()


BAD_FILES = {
    "bad-tricks-over-13": None,  # the conformance case's session, as a file
    "not-json": '{"format": "zapis-session",\n  "version": }',
    "not-utf8": b"\xff\xfe{}",
    "missing": None,
}


@pytest.mark.parametrize("name", list(BAD_FILES))
def test_a_bad_file_says_what_zapis_score_says(qtbot: Any, main_window: Any, store: Any,
                                               tmp_path: Path, monkeypatch: Any, capsys: Any,
                                               name: str) -> None:  # fmt: skip
    """A file the engine refuses (deal 1 tricks over 13), one that is not JSON, one that
    is not UTF-8 and one that is not there: the same one line as `zapis score`, in a box
    the player can read; nothing is written."""
    path = tmp_path / f"{name}.json"
    content = BAD_FILES[name]
    if name == "bad-tricks-over-13":
        case = json.loads((CASES / f"{name}.json").read_text())
        path.write_text(json.dumps(case["session"]), encoding="utf-8")
    elif isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content, encoding="utf-8")
    expected = zapis_score_line(path, capsys)
    answer_open(monkeypatch, path)
    main_window.import_action.trigger()
    box = main_window.problem_box
    assert box is not None and box.isVisible()
    assert box.text() == expected
    assert store.count_sittings() == 0
    assert main_window.stack.currentWidget() is main_window.history
    box.accept()


def test_export_the_open_sitting_and_read_it_back(qtbot: Any, main_window: Any, store: Any,
                                                  tmp_path: Path, monkeypatch: Any,
                                                  sittings: dict[str, int]) -> None:  # fmt: skip
    """File → Export sitting… on the open rummy sitting writes its session file; the
    file scores like the sitting and imports back as a copy with the same totals."""
    from rules.session import read_session, score

    main_window.open_sitting(sittings["first"])
    target = tmp_path / "out" / "rummy.json"
    target.parent.mkdir()
    asked: list[str] = []

    def answer_save(_parent: Any, _title: str, suggested: str, _filter: str) -> tuple[str, str]:
        asked.append(suggested)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(answer_save))
    main_window.export_action.trigger()
    assert asked and asked[0].endswith(f"rummy-{sittings['first']}.json")
    session = read_session(target.read_text(encoding="utf-8"))
    assert session.players == ("Anna", "Boris", "Vera")
    assert score(session).totals == main_window.controller.scored.totals
    answer_open(monkeypatch, target)
    with qtbot.waitSignal(main_window.sig_sitting_opened):
        main_window.import_action.trigger()
    assert store.count_sittings() == 4
    assert main_window.controller.scored.totals == {"Anna": 30, "Boris": 5, "Vera": -40}


def test_export_from_the_history_and_with_nothing_chosen(
    qtbot: Any, main_window: Any, tmp_path: Path, monkeypatch: Any, sittings: dict[str, int]
) -> None:
    """In the history the selected sitting is exported; with none selected the player is
    told to choose one and no dialog opens."""
    main_window.show_history()
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName",
        staticmethod(lambda *_a: pytest.fail("no sitting chosen, no dialog")),
    )  # fmt: skip
    main_window.history.table.clearSelection()
    main_window.history.table.setCurrentIndex(main_window.history.proxy.index(-1, -1))
    main_window.export_action.trigger()
    assert main_window.problem_box is not None and main_window.problem_box.isVisible()
    main_window.problem_box.accept()

    table = main_window.history.table
    row = main_window.history.visible_ids().index(sittings["gin"])
    rect = table.visualRect(main_window.history.proxy.index(row, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    target = tmp_path / "gin.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a: (str(target), "")))
    main_window.export_action.trigger()
    assert json.loads(target.read_text(encoding="utf-8"))["players"] == ["Anna", "Dasha"]


def test_an_empty_history_says_how_to_start(qtbot: Any, main_window: Any, store: Any,
                                            monkeypatch: Any) -> None:  # fmt: skip
    """No sittings: a hint with a link to a new sitting instead of an empty table; the
    link opens the new-sitting dialog; after the first sitting the table is back."""
    history = main_window.history
    assert history.is_empty()
    assert history.empty_label.isVisible() and not history.table.isVisible()
    assert "Ctrl+N" in history.empty_label.text()
    asked: list[bool] = []
    monkeypatch.setattr(main_window, "new_sitting", lambda: asked.append(True))
    history.sig_new_requested.disconnect()
    history.sig_new_requested.connect(main_window.new_sitting)
    history.empty_label.linkActivated.emit("new")
    assert asked == [True]
    store.create_sitting("gin", ["Anna", "Dasha"], {})
    main_window.show_history()
    assert not history.is_empty() and history.table.isVisible()
    assert QApplication.focusWidget() is not None
