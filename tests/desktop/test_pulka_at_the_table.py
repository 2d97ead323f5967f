"""The pulka as the table reads it at a large scale (issue 25): a narrow band's series
wraps whole onto two lines rather than giving its beginning to an ellipsis, and the
numbers the deal selected in the deals list wrote are marked on the pulka."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from desktop.games.game_ui import GAME_UIS
from desktop.games.preferans.pulka_picture import pulka_picture, series_text
from desktop.games.preferans.pulka_sheet import PulkaSheet
from desktop.games.preferans.series_layout import BandText
from desktop.sitting.controller import SittingController
from rules.session import read_session, score

CASES = Path(__file__).resolve().parents[1] / "cases"


def _spec_session() -> Any:
    case = json.loads((CASES / "preferans-spec-example.json").read_text(encoding="utf-8"))
    return read_session(json.dumps(case["session"]))


def _bands(sheet: PulkaSheet) -> dict[Any, BandText]:
    return {band: text for band, text, _values in sheet.layouts.drawn}


def test_a_narrow_mountain_wraps_its_series_whole(qtbot: Any) -> None:
    """§11's pulka at 408×160 (its size at a scale of 1.5 on 1366×768): Vera's mountain
    8.14.24.21 stands in a band 42 px wide beside the circle. Under a name a line and a
    fifth high it had one line at the smallest size and showed "…24.21"; it now has two
    and shows the four numbers, none cut, the name still over them."""
    sheet = PulkaSheet()
    qtbot.addWidget(sheet)
    sheet.resize(408, 160)
    sheet.show()
    qtbot.waitExposed(sheet)
    sheet.set_picture(pulka_picture(score(_spec_session()), 6, None))
    QApplication.processEvents()
    sheet.repaint()
    vera = _bands(sheet)[("gora", "Vera", "")]
    assert vera.rect.width() < 50
    assert vera.first == 0 and not vera.overflows
    assert vera.layout.lineCount() == 2
    assert vera.layout.text().replace("\u200b", "") == "8.14.24.21"
    assert series_text(sheet.picture.areas["Vera"].gora) == "8.14.24.21"  # type: ignore[union-attr]


def test_a_dealers_name_that_wraps_keeps_its_height(qtbot: Any) -> None:
    """The same band with Vera dealing: "Vera · deals" needs two lines at the smallest
    size, so the name keeps the height it had (half the band) and the series shows its
    end, rather than the name drawn cut in a line's height."""
    sheet = PulkaSheet()
    qtbot.addWidget(sheet)
    sheet.resize(408, 160)
    sheet.show()
    qtbot.waitExposed(sheet)
    scored = score(_spec_session())
    tops = {}
    for dealer in (None, "Vera"):
        sheet.set_picture(pulka_picture(scored, 6, dealer))
        QApplication.processEvents()
        sheet.repaint()
        tops[dealer] = _bands(sheet)[("gora", "Vera", "")].rect
    plain, dealing = tops[None], tops["Vera"]
    assert dealing.top() > plain.top() + 3
    assert dealing.bottom() == plain.bottom()


def _open(qtbot: Any, store: Any) -> Any:
    sitting = store.import_sessions([_spec_session()])[0]
    view = GAME_UIS["preferans"].make_view(SittingController(store, sitting))
    qtbot.addWidget(view)
    view.resize(1280, 760)
    view.show()
    qtbot.waitExposed(view)
    return view


def _number_rect_centre(band: BandText, start: int) -> QPoint:
    for index in range(band.layout.lineCount()):
        line = band.layout.lineAt(index)
        if line.textStart() <= start < line.textStart() + line.textLength():
            found: Any = line.cursorToX(start)
            x = found[0] if isinstance(found, tuple) else found
            return QPointF(band.origin.x() + x + 1, band.origin.y() + line.y() + 1).toPoint()
    raise AssertionError(f"character {start} is not laid out")


def test_the_selected_deal_is_marked_on_the_pulka(qtbot: Any, store: Any) -> None:
    """§11: selecting deal 3 in the list (Vera's 7♠ made: her pool 3.5 and Boris's and
    Anna's whists on her) marks those numbers on the pulka in the selection's colour,
    and no number of another deal; deal 4 then moves the mark; a click on a marked
    number selects its deal, as before."""
    view = _open(qtbot, store)
    pulka = view.sheet.pulka
    highlight = QApplication.palette().color(QPalette.ColorRole.Highlight)
    for number in (3, 4):
        view.select_deal(number)
        QApplication.processEvents()
        pulka.repaint()
        assert pulka.layouts.marked == number
        image = pulka.grab().toImage()
        marked = 0
        for band in _bands(pulka).values():
            ranges = band.marked_ranges(number)
            written = [start for deal, start in zip(band.deals, band.starts, strict=True)
                       if deal == number]  # fmt: skip
            assert [start for start, _length in ranges] == written
            for start, _length in ranges:
                corner = _number_rect_centre(band, start)
                ratio = pulka.devicePixelRatioF()
                pixel = QColor(image.pixel(int(corner.x() * ratio), int(corner.y() * ratio)))
                assert pixel == highlight, (band, start)
                marked += 1
        assert marked >= 1
    # The mark follows a click on a number: the click selects its deal.
    band = next(b for b in _bands(pulka).values() if b.deals and 2 in b.deals)
    start = band.starts[band.deals.index(2)]
    qtbot.mouseClick(pulka, Qt.MouseButton.LeftButton, pos=_number_rect_centre(band, start))
    assert view.selected_deal() == 2
    assert pulka.layouts.marked == 2
