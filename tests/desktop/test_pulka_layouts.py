"""The painted pulka's bands, counted rather than timed (issue 31): an Enter lays out the
bands its deal moved, no more of each than the band shows, at any length of the sitting;
a long series shows its end after an ellipsis (the most that fits), the whole of it in
the band's tooltip; a click on a number selects the deal that wrote it."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QTextLayout, QTextOption

from benchmarks.test_every_game_window_bench import _session, _stream
from desktop.games.game_ui import GAME_UIS
from desktop.games.preferans import series_layout
from desktop.games.preferans.pulka_picture import PulkaFold, amount_text, series_text
from desktop.games.preferans.pulka_sheet import PulkaSheet
from desktop.games.preferans.series_layout import (
    BREAK,
    ELLIPSIS,
    MIN_POINTS,
    BandText,
    SeriesLayouts,
    largest_fitting,
)
from desktop.sitting.controller import SittingController
from rules.preferans.results import PreferansFacts
from rules.scoring import Scoring

TARGET = 10**6
"""The benchmarks' pulka length: no pool closes, the mountains grow every deal."""


class TextLaidOut:
    """Counts the characters Qt is handed to lay out: every ``QTextLayout`` the bands make
    and every text ``QPainter.drawText`` draws (a whole series drawn would count whole)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.characters = 0
        counter = self

        class CountedLayout(QTextLayout):
            def __init__(self, text: str, *args: Any) -> None:
                counter.characters += len(text)
                super().__init__(text, *args)

        monkeypatch.setattr(series_layout, "QTextLayout", CountedLayout)
        draw_text = QPainter.drawText

        def counted_draw_text(painter: QPainter, *args: Any) -> Any:
            texts = [arg for arg in args if isinstance(arg, str)]
            counter.characters += sum(len(text) for text in texts)
            return draw_text(painter, *args)

        monkeypatch.setattr(QPainter, "drawText", counted_draw_text)


@pytest.fixture
def pulka(qtbot: Any) -> Iterator[PulkaSheet]:
    """The pulka widget at the size it has in the benchmarks' window."""
    widget = PulkaSheet()
    qtbot.addWidget(widget)
    widget.resize(382, 400)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget


def _bands(sheet: PulkaSheet) -> dict[Any, BandText]:
    return {band: text for band, text, _values in sheet.layouts.drawn}


@pytest.mark.parametrize("deals", [60, 3_000])
def test_an_enter_lays_out_the_bands_it_moved_and_what_they_show(
    pulka: PulkaSheet, monkeypatch: pytest.MonkeyPatch, deals: int
) -> None:
    """At 60 deals and at 3,000 an Enter lays out a few texts (two, mostly) a band its deal moved,
    reads no more numbers than the band shows and hands Qt well under the moved series'
    whole text (a 3,000-deal mountain is about 5,000 characters): the layout is kept."""
    records = _stream("preferans", deals + 1)
    scoring, fold = Scoring(), PulkaFold()
    before = fold.picture(scoring.score(_session("preferans", records[:deals])), TARGET, "Anna")
    pulka.set_picture(before)
    pulka.repaint()
    layouts = pulka.layouts
    kept = _bands(pulka)
    laid, read = layouts.layouts_made, layouts.numbers_read
    text = TextLaidOut(monkeypatch)

    after = fold.picture(scoring.score(_session("preferans", records)), TARGET, "Anna")
    pulka.set_picture(after)
    pulka.repaint()

    moved = [
        band
        for band, new in _bands(pulka).items()
        if new is not kept.get(band)  # laid out again
    ]
    assert 1 <= len(moved) <= 4
    assert layouts.layouts_made - laid <= 5 * len(moved)
    assert layouts.numbers_read - read <= 40 * len(moved)
    # The names, the centre and the settlement line are drawn as text each paint; the
    # series' bands only as far as they show.
    assert text.characters < 800
    if deals == 3_000:
        (anna,) = [values for band, _t, values in layouts.drawn if band == ("gora", "Anna", "")]
        assert len(series_text(anna)) > 4_000


def test_a_long_series_shows_its_last_numbers_after_an_ellipsis(pulka: PulkaSheet) -> None:
    """Anna's mountain of 1,000 numbers: her band shows ``…`` and the series' last numbers,
    the most of them that fit at the smallest size (one more would not), in the band."""
    records = _stream("preferans", 3_000)
    picture = PulkaFold().picture(Scoring().score(_session("preferans", records)), TARGET, None)
    pulka.set_picture(picture)
    pulka.repaint()
    mountain = picture.areas["Anna"].gora
    assert len(mountain) > 900
    band = _bands(pulka)[("gora", "Anna", "")]
    shown = len(band.starts)
    assert 3 <= shown < len(mountain)
    assert band.first == len(mountain) - shown and band.size == MIN_POINTS
    end = (".\u200b").join(amount_text(v) for v in mountain[-shown:])
    assert band.layout.text() == ELLIPSIS + end
    assert not band.overflows
    height = _laid_height(band.layout.text(), band.layout.font(), band.rect.width())
    assert height <= band.rect.height()
    one_more = ELLIPSIS + (".\u200b").join(amount_text(v) for v in mountain[-shown - 1 :])
    assert _laid_height(one_more, band.layout.font(), band.rect.width()) > band.rect.height()
    # A short series is shown whole, at a larger size.
    short = PulkaFold().picture(Scoring().score(_session("preferans", records[:9])), TARGET, None)
    pulka.set_picture(short)
    pulka.repaint()
    whole = _bands(pulka)[("gora", "Anna", "")]
    assert whole.first == 0 and whole.size > MIN_POINTS
    assert whole.layout.text() == series_text(short.areas["Anna"].gora).replace(".", "." + BREAK)


def _laid_height(text: str, font: QFont, width: float) -> float:
    layout = QTextLayout(text, font)
    option = QTextOption(Qt.AlignmentFlag.AlignHCenter)
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    height = 0.0
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        height += line.height()
        if line.naturalTextWidth() > width:
            height = float("inf")
    layout.endLayout()
    return height


def test_the_kept_layouts_are_those_laid_out_afresh(pulka: PulkaSheet) -> None:
    """Appends, edits and deletes of the last deals: every band the widget keeps (laid
    out from the last deal's fit) shows what a fresh layout of the same pulka shows."""
    rng = random.Random(31)
    stream = _stream("preferans", 400)
    records = stream[:200]
    scoring, fold = Scoring(), PulkaFold()
    for step in range(30):
        kind = rng.choice(["append", "append", "append", "edit", "delete"])
        if kind == "append":
            records = [*records, stream[len(records) % len(stream)]]
        elif kind == "edit":
            records = [*records[:-1], stream[rng.randrange(len(stream))]]
        else:
            records = records[:-1]
        if step == 10:
            records = records[:12]  # back to a short series, shown whole
        picture = fold.picture(scoring.score(_session("preferans", records)), TARGET, "Anna")
        pulka.set_picture(picture)
        pulka.repaint()
        fresh = SeriesLayouts()
        for band, text, values in pulka.layouts.drawn:
            # Concessions only: mountains and pools (none closes), no labels, no ticks.
            assert band[0] in ("gora", "pool")
            again = fresh.band(band, text.rect, values, (), pulka.font(), pulka)
            assert (band, text.first, text.size) == (band, again.first, again.size)
            assert text.layout.text() == again.layout.text()


def test_largest_fitting_finds_the_edge_from_any_start() -> None:
    """The search from the last fit: the same answer from every start, and two tries
    when the edge is next to the start."""
    for edge in range(0, 12):
        for start in range(-1, 13):
            tries: list[int] = []

            def fits(n: int, edge: int = edge, tries: list[int] = tries) -> bool:
                tries.append(n)
                return n <= edge

            found = largest_fitting(1, 10, start, fits)
            assert found == (min(edge, 10) if edge >= 1 else None)
            if start == edge and 1 <= edge < 10:
                assert len(tries) == 2


@pytest.fixture
def long_view(qtbot: Any, store: Any) -> Any:
    """A Preferans sitting of 1,500 deals open in its view, at a laptop's size."""
    records = _stream("preferans", 1_500)
    sitting = store.import_sessions([_session("preferans", records)])[0]
    view = GAME_UIS["preferans"].make_view(SittingController(store, sitting))
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    view.sheet.pulka.repaint()
    return view


def _point_of(band: BandText, number: int) -> QPoint:
    """The middle of the ``number``-th number shown in ``band``."""
    start = band.starts[number]
    for index in range(band.layout.lineCount()):
        line = band.layout.lineAt(index)
        if line.textStart() <= start < line.textStart() + line.textLength():
            x = line.cursorToX(start + 1)
            x = x[0] if isinstance(x, tuple) else x
            y = line.y() + line.height() / 2
            return QPointF(band.origin.x() + x, band.origin.y() + y).toPoint()
    raise AssertionError(f"number {number} is not laid out")


def test_a_click_on_a_number_of_the_pulka_selects_the_deal_that_wrote_it(
    qtbot: Any, long_view: Any
) -> None:
    """Clicking the last and the first numbers Anna's mountain shows selects in the deals
    list the deal whose mountain for Anna is that number, the deal before it having
    written another; a click beside the numbers selects nothing new."""
    view = long_view
    pulka = view.sheet.pulka
    picture = pulka.picture
    band = _bands(pulka)[("gora", "Anna", "")]
    mountain = picture.areas["Anna"].gora
    assert band.first > 0  # the series is longer than the band
    deals = view.controller.scored.deals
    for shown in (len(band.starts) - 1, 0):
        qtbot.mouseClick(pulka, Qt.MouseButton.LeftButton, pos=_point_of(band, shown))
        number = view.selected_deal()
        assert number is not None
        facts = deals[number - 1].facts_as(PreferansFacts)
        assert facts.gora["Anna"] == mountain[band.first + shown]
        earlier = deals[number - 2].facts_as(PreferansFacts).gora.get("Anna")
        assert earlier != facts.gora["Anna"]
    chosen = view.selected_deal()
    qtbot.mouseClick(pulka, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert view.selected_deal() == chosen


def test_the_band_of_a_long_series_has_it_in_its_tooltip(long_view: Any) -> None:
    """Anna's mountain shows its end; its tooltip names it and holds its last numbers
    (a screen's worth) and how many it has in all; a band shown whole has none."""
    pulka = long_view.sheet.pulka
    band = _bands(pulka)[("gora", "Anna", "")]
    mountain = pulka.picture.areas["Anna"].gora
    tip = pulka.tooltip_at(band.rect.center())
    assert "Anna's mountain" in tip
    assert tip.replace(BREAK, "").endswith(series_text(mountain[-40:]) + "</p>")
    assert f"of its {len(mountain)} numbers" in tip
    pool = _bands(pulka)[("pool", "Anna", "")]
    assert pool.first == 0
    assert pulka.tooltip_at(pool.rect.center()) == ""
    assert pulka.tooltip_at(QRectF(pulka.rect()).topLeft() + QPointF(2, 2)) == ""


def test_a_centred_short_series_maps_each_number_to_its_deal(pulka: PulkaSheet) -> None:
    """A series shown whole on centred lines: each number's middle gives the deal that
    wrote it (a short line's text starts well right of the band's edge), the band's empty
    corner none."""
    records = _stream("preferans", 14)
    picture = PulkaFold().picture(Scoring().score(_session("preferans", records)), TARGET, None)
    pulka.set_picture(picture)
    pulka.repaint()
    band = _bands(pulka)[("gora", "Boris", "")]
    area = picture.areas["Boris"]
    assert band.first == 0 and len(band.starts) == len(area.gora) >= 2
    # The last line is short, centred well right of the band's edge.
    last = band.layout.lineAt(band.layout.lineCount() - 1)
    assert last.naturalTextWidth() < band.rect.width() / 2
    for number, deal in enumerate(area.gora_deals):
        assert pulka.deal_at(QPointF(_point_of(band, number))) == deal
    corner = band.rect.topLeft() + QPointF(1, 1)
    assert pulka.deal_at(corner) == 0


def test_the_settle_page_is_written_when_its_tab_is_opened(qtbot: Any, long_view: Any) -> None:
    """An Enter on the sheet's tab keeps the settlement's steps current but leaves their
    page to be written when the Settle tab is opened; there it is the current steps, and
    each Enter with the tab open writes it again."""
    view = long_view
    steps = view.sheet.settle_steps
    coming = _stream("preferans", 1_503)[1_500:]
    written = steps.pages_written
    view.form.load(coming[0])
    assert view.submit()
    assert steps.pages_written == written and not steps.isVisible()
    current = steps.text_lines()
    view.tabs.setCurrentIndex(2)  # Settle
    qtbot.waitUntil(steps.isVisible)
    assert steps.pages_written == written + 1
    page = steps.toPlainText()
    assert all(line in page for line in current[:3])
    view.form.load(coming[1])
    assert view.submit()
    assert steps.pages_written == written + 2
    assert steps.text_lines() != current and steps.text_lines()[1] in steps.toPlainText()


def test_the_bottom_seats_name_stands_beside_its_mountain_on_a_low_pulka(
    pulka: PulkaSheet,
) -> None:
    """A pulka as low as a window at a scale of 1.5 makes it (600 × 170): the bottom
    seat's mountain band, under the circle, is a wide strip about two lines high. Its name
    stands beside the mountain, not over it, so a short mountain shows whole (its two
    numbers were shown as "…" and the last, with the name over it, issue 25) at more than
    the smallest size; on a tall pulka the name stays over the mountain."""
    records = _stream("preferans", 200)
    scoring, fold = Scoring(), PulkaFold()
    picture = None
    for count in range(1, len(records)):
        picture = fold.picture(scoring.score(_session("preferans", records[:count])), TARGET, None)
        if len(picture.areas["Anna"].gora) == 2:
            break
    assert picture is not None and len(picture.areas["Anna"].gora) == 2
    pulka.set_picture(picture)
    pulka.resize(600, 170)
    pulka.repaint()
    band = _bands(pulka)[("gora", "Anna", "")]
    assert band.first == 0 and band.size > MIN_POINTS
    low = band.rect
    pulka.resize(600, 400)
    pulka.repaint()
    tall = _bands(pulka)[("gora", "Anna", "")].rect
    assert low.width() < tall.width() - 20  # beside the name, on the low one only
