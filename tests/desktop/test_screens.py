"""The window on small and scaled screens, and the colours in a dark palette (issue 19).

Screens: 1366×768 and 1280×720 at a scale of 1 and of 1.25, a 40-pixel taskbar (32 at
1.25, as logical pixels shrink); the window with its title bar must fit in what is left,
and with every game open the window's minimum size must fit too, with the Record button
in sight.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QMargins, QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication

from desktop.shell.screen_fit import FIRST_SIZE, fitted_geometry

FRAME = QMargins(4, 34, 4, 4)
"""A title bar and frame as a common window manager draws them."""


def available(width: int, height: int, scale: float) -> QRect:
    """The free area of a ``width``×``height`` screen at ``scale``, in logical pixels,
    under a 40-pixel (physical) taskbar."""
    return QRect(0, 0, int(width / scale), int((height - 40) / scale))


SCREENS = [
    available(1366, 768, 1.0),
    available(1366, 768, 1.25),
    available(1280, 720, 1.0),
    available(1280, 720, 1.25),
]


@pytest.mark.parametrize("screen", SCREENS, ids=lambda r: f"{r.width()}x{r.height()}")
def test_the_window_and_its_title_bar_fit_every_screen(screen: QRect) -> None:
    """The first size shrinks to the free area less the frame; nothing is off screen."""
    inner = fitted_geometry(screen, FRAME, FIRST_SIZE)
    outer = inner.marginsAdded(FRAME)
    assert screen.contains(outer)
    assert inner.size() == FIRST_SIZE.boundedTo(screen.size().shrunkBy(FRAME))


GAMES = [
    ("three-bugs", ["Аня", "Боря", "Вера", "Глеб"], {}),
    ("stukolka", ["Аня", "Боря", "Вера", "Глеб", "Даша", "Егор"], {"variant": "ordinary"}),
    ("gin", ["Аня", "Боря"], {"variant": "oklahoma", "scoring": "hollywood"}),
    ("rummy", ["Аня", "Боря", "Вера", "Глеб", "Даша", "Егор", "Женя", "Зоя"], {"packs": 2}),
]


@pytest.mark.parametrize(("game", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_every_game_fits_the_smallest_screen_with_record_in_sight(
    qtbot: Any, main_window: Any, store: Any, game: str, players: list[str], options: Any
) -> None:
    """At 1280×720 and 1.25 the window is 1016×502 inside its frame: every game's
    window can be that small, and the Record button is then wholly in the window."""
    smallest = fitted_geometry(SCREENS[-1], FRAME, FIRST_SIZE).size()
    sitting = store.create_sitting(game, players, options)
    main_window.show()
    assert main_window.open_sitting(sitting.id)
    main_window.resize(smallest)
    QApplication.processEvents()
    assert main_window.minimumSizeHint().boundedTo(smallest) == main_window.minimumSizeHint()
    assert main_window.size() == smallest
    button = main_window.view.enter_button
    top_left = button.mapTo(main_window, QPoint(0, 0))
    assert button.isVisible()
    assert main_window.rect().contains(QRect(top_left, button.size()))
    assert not button.visibleRegion().isEmpty()


def luminance(color: QColor) -> float:
    """WCAG relative luminance."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(color.redF())
        + 0.7152 * channel(color.greenF())
        + 0.0722 * channel(color.blueF())
    )


def contrast(one: QColor, other: QColor) -> float:
    """WCAG contrast ratio (1 to 21)."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def dark_palette() -> QPalette:
    """A dark palette as a desktop's dark theme sets it."""
    palette = QPalette()
    dark, darker, light = QColor("#2b2b2b"), QColor("#1e1e1e"), QColor("#e8e8e8")
    for role, color in (
        (QPalette.ColorRole.Window, dark),
        (QPalette.ColorRole.WindowText, light),
        (QPalette.ColorRole.Base, darker),
        (QPalette.ColorRole.AlternateBase, QColor("#353535")),
        (QPalette.ColorRole.Text, light),
        (QPalette.ColorRole.Button, dark),
        (QPalette.ColorRole.ButtonText, light),
        (QPalette.ColorRole.Mid, QColor("#555555")),
        (QPalette.ColorRole.Highlight, QColor("#2f65ca")),
        (QPalette.ColorRole.HighlightedText, QColor("#ffffff")),
        (QPalette.ColorRole.PlaceholderText, QColor("#a0a0a0")),
    ):
        palette.setColor(role, color)
    return palette


def text_contrast(image: QImage) -> float:
    """The contrast between an image's background (its most common colour) and the
    pixel farthest from it in luminance (the text)."""
    counts: dict[int, int] = {}
    for y in range(image.height()):
        for x in range(image.width()):
            rgb = image.pixel(x, y)
            counts[rgb] = counts.get(rgb, 0) + 1
    background = QColor.fromRgb(max(counts, key=counts.__getitem__))
    return max(contrast(background, QColor.fromRgb(rgb)) for rgb in counts)


def test_the_standings_banner_is_readable_in_a_dark_palette(
    qtbot: Any, qapp: Any, view: Any
) -> None:
    """Rendered offscreen under a dark palette, the banner's text stands out from its
    background by at least WCAG's 4.5:1 (a fixed light green under the palette's white
    text gave about 1.1:1)."""
    view.controller.add_deal({"type": "misdeal", "dealer": "Anna"})
    old = qapp.palette()
    qapp.setPalette(dark_palette())
    try:
        banner = view.sheet.banner
        banner.setStyleSheet(banner.styleSheet())  # re-polished under the new palette
        QApplication.processEvents()
        assert banner.text()
        image = banner.grab().toImage()
        assert text_contrast(image) >= 4.5
    finally:
        qapp.setPalette(old)


def test_a_refusal_is_readable_in_a_dark_palette_and_a_light_one(qtbot: Any, qapp: Any) -> None:
    """A refusal's red against the window: at least 4.5:1 under both palettes."""
    from desktop.widgets.violation_labels import ViolationLabel

    old = qapp.palette()
    try:
        for palette in (dark_palette(), QPalette(QColor("#efefef"))):
            qapp.setPalette(palette)
            label = ViolationLabel()
            qtbot.addWidget(label)
            label.show_message("deal 3: tricks must sum to 13")
            QApplication.processEvents()
            text = label.palette().color(QPalette.ColorRole.WindowText)
            window = label.palette().color(QPalette.ColorRole.Window)
            assert contrast(text, window) >= 4.5, (text.name(), window.name())
    finally:
        qapp.setPalette(old)


def test_the_main_window_opens_inside_its_screen_even_from_a_larger_ones_geometry(
    qtbot: Any, store: Any, settings: Any
) -> None:
    """A first start sizes the window to the screen's free area at most; a geometry
    saved on a larger monitor is brought inside this screen."""
    from desktop.shell import settings as keys
    from desktop.shell.main_window import MainWindow

    first = MainWindow(store, settings)
    qtbot.addWidget(first)
    free = first.screen().availableGeometry()
    assert free.contains(first.geometry())
    first.setGeometry(0, 0, free.width() * 2, free.height() * 2)
    settings.set(keys.MAIN_GEOMETRY, first.saveGeometry())
    again = MainWindow(store, settings)
    qtbot.addWidget(again)
    assert free.contains(again.geometry())


def test_opening_a_sitting_keeps_the_window_inside_its_screen(
    qtbot: Any, store: Any, main_window: Any
) -> None:
    """At a scale of 1.5 on 1366×768 the history fitted the screen's free area, then the
    sitting's sheet and form (a larger minimum) made Qt grow the window 40 px under the
    taskbar (seen under openbox with a 40 px panel). Here: a window as short as the
    history allows, at the bottom of the free area, opens a Stukolka sitting; it grows to
    the sitting's minimum and stays inside, its title bar too."""
    from desktop.shell.screen_fit import frame_margins
    from tests.desktop.views_support import open_sitting

    controller = open_sitting(store, "stukolka", ["Аня", "Борис", "Вера", "Глеб"], {"ante": 3})
    free = main_window.screen().availableGeometry()
    inside = free.marginsRemoved(frame_margins(main_window))
    short = max(main_window.minimumSizeHint().height(), 220)
    # The test screen (800 px) is narrower than the window's least width: the height
    # is what is looked at.
    main_window.setGeometry(inside.left(), inside.bottom() - short + 1, 1000, short)
    assert main_window.geometry().bottom() == inside.bottom()
    assert main_window.open_sitting(int(controller.sitting_id))
    qtbot.wait(50)  # the layout's own request, had it been left to the event loop
    placed = main_window.geometry()
    assert placed.height() >= main_window.minimumSizeHint().height() > short
    assert inside.top() <= placed.top() and placed.bottom() <= inside.bottom(), (placed, inside)


LAPTOP_AT_ONE_AND_A_HALF = QRect(0, 0, 910, 485)
"""A 1366×768 screen with a 40 px panel at a scale of 1.5, in logical pixels."""


@pytest.mark.parametrize(
    "window", ["players", "player chart", "sitting chart", "scoreboard", "club board"]
)
def test_every_window_opens_inside_a_laptops_free_area_at_one_and_a_half(
    qtbot: Any, store: Any, main_window: Any, monkeypatch: Any, window: str
) -> None:
    """Seen under openbox at 1.5: the players window (760×640 logical, 960 px high) put
    its rename field and Close under the panel. Every window of its own is sized to the
    free area it opens in, its title bar counted."""
    from datetime import date

    from desktop.board.club_board import ClubBoard
    from desktop.board.scoreboard import Scoreboard
    from desktop.lookback.player_chart import PlayerResultsWindow
    from desktop.shell import screen_fit
    from desktop.shell.players_window import PlayersWindow
    from tests.desktop.views_support import open_sitting

    monkeypatch.setattr(screen_fit, "free_area", lambda _window: LAPTOP_AT_ONE_AND_A_HALF)
    controller = open_sitting(store, "rummy", ["Anna", "Boris"], {})
    sitting = controller.sitting_id
    made = {
        "players": lambda: PlayersWindow(store),
        "player chart": lambda: PlayerResultsWindow(store, "Anna"),
        "scoreboard": lambda: Scoreboard(store, sitting),
        "club board": lambda: ClubBoard(store, date.today()),
        "sitting chart": lambda: (
            main_window.open_sitting(int(sitting)) and main_window.look_back.show_sitting_chart()
        ),
    }[window]()
    assert made is not None
    qtbot.addWidget(made)
    inside = LAPTOP_AT_ONE_AND_A_HALF.marginsRemoved(screen_fit.frame_margins(made))
    assert made.height() <= inside.height() and made.width() <= inside.width(), made.size()


def test_finished_is_readable_in_the_history_in_a_dark_palette_and_a_light_one(
    qapp: Any, store: Any
) -> None:
    """The history writes "finished" in green: #2f6f2f was 2.7:1 on the dark list's base
    (seen under the Dark appearance); in either palette it is at least 4.5:1 (WCAG AA)."""
    from desktop.shell.history_model import finished_colour

    old = qapp.palette()
    try:
        for palette in (dark_palette(), QPalette(QColor("#efefef"))):
            qapp.setPalette(palette)
            base = qapp.palette().color(QPalette.ColorRole.Base)
            assert contrast(finished_colour(), base) >= 4.5, (finished_colour().name(), base.name())
    finally:
        qapp.setPalette(old)
