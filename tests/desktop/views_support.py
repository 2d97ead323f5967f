"""What the Stukolka, Gin and Rummy view tests share: opening a sitting, showing a
widget under ``qtbot``, typing into a spin box, clicking a table cell and the Undo
button, and checking the breakdown of the selected deal against the engine's entries;
and what the counted-Enter tests share: entering deals through the form, counting what
the deals list rebuilt meanwhile, and editing a list of deals at random."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from random import Random
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QLocale, QModelIndex, Qt
from PySide6.QtWidgets import QTableView, QWidget

from desktop.sitting.controller import SittingController
from desktop.widgets.breakdown import rule_title
from desktop.widgets.row_model import format_points
from rules.ledger import Scored

WidgetT = TypeVar("WidgetT", bound=QWidget)


def open_sitting(
    store: Any, game: str, players: Sequence[str], options: Mapping[str, Any]
) -> SittingController:
    """A new sitting of ``game`` in ``store``, opened in a controller."""
    loaded = store.create_sitting(game, list(players), dict(options))
    return SittingController(store, loaded.id)


def shown(qtbot: Any, widget: WidgetT) -> WidgetT:
    """``widget``, handed to ``qtbot`` (closed after the test) and shown."""
    qtbot.addWidget(widget)
    widget.show()
    return widget


@contextmanager
def ui_in(language: str) -> Iterator[None]:
    """The app's catalogue for ``language`` installed as ``desktop.app`` installs it
    (translations and default locale), for the widgets made inside the block."""
    from desktop.translations import install_translations

    locale = QLocale()
    translators = install_translations(QCoreApplication.instance(), language)
    try:
        yield
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(locale)


def one_line_high(table: QTableView, row: int) -> bool:
    """Whether ``row`` of ``table`` is one line of text high (nothing in it wrapped)."""
    return table.rowHeight(row) < 2 * table.fontMetrics().lineSpacing()


def type_number(qtbot: Any, spin: Any, value: int) -> None:
    """Replace the number in ``spin`` by typing ``value`` over it."""
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))


def click_cell(qtbot: Any, table: QTableView, index: QModelIndex, signal: Any) -> list[Any]:
    """Click the cell at ``index`` of ``table``; what ``signal`` carried on the click."""
    rect = table.visualRect(index)
    with qtbot.waitSignal(signal) as blocker:
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    return list(blocker.args)


def click_undo(qtbot: Any, view: Any) -> None:
    """Press the view's Undo button and wait for the controller to say what changed."""
    with qtbot.waitSignal(view.controller.sig_changed):
        qtbot.mouseClick(view.undo_button, Qt.MouseButton.LeftButton)


def stored_deals(view: Any) -> tuple[Mapping[str, Any], ...]:
    """The deals of the view's sitting as the database has them now."""
    controller = view.controller
    return tuple(
        deal.to_json() for deal in controller.store.load(controller.sitting_id).session.deals
    )


def assert_breakdown_matches(view: Any, scored: Scored) -> None:
    """The breakdown shows the selected deal's entries, one row each, as the engine
    wrote them: player, signed points, a reason in words, the rule's title in the
    rulebook (its id behind the cell, in the tooltip and as the row's key)."""
    number = view.selected_deal()
    if number is None:
        return
    entries = scored.deals[number - 1].entries
    breakdown = view.breakdown_model
    assert breakdown.rowCount() == len(entries)
    for row, entry in enumerate(entries):
        assert breakdown.text(row, 0) == entry.player
        assert breakdown.text(row, 1) == format_points(entry.points, signed=True)
        assert breakdown.text(row, 2)  # the reason in words
        assert breakdown.value(row, 3) == entry.rule
        assert breakdown.row_key(row) == entry.rule
        assert breakdown.text(row, 3) == rule_title(entry.rule)
        assert breakdown.text(row, 3) != entry.rule  # every engine rule has a section
        assert entry.rule in (breakdown.tooltip(row, 3) or "")


def enter_each(view: Any, records: Iterable[Mapping[str, Any]], painted: QWidget) -> None:
    """Enter each of ``records`` through ``view``'s form, as the player's Enter does, and
    paint ``painted`` after each (what is in sight is drawn, as on screen)."""
    for record in records:
        view.form.load(record)
        assert view.submit()
        painted.repaint()


class RowsRebuilt:
    """What a deals list (a ``desktop.widgets.row_model`` model) did from now on: how
    often it was reset, how many times rows were inserted, how many rows it built."""

    def __init__(self, model: Any) -> None:
        self.model = model
        self.resets = 0
        self.inserted = 0
        self._built = model.rows_built
        model.modelReset.connect(self._reset)
        model.rowsInserted.connect(self._insert)

    @property
    def built(self) -> int:
        """The rows the model built since."""
        return int(self.model.rows_built - self._built)

    def _reset(self) -> None:
        self.resets += 1

    def _insert(self, *_args: Any) -> None:
        self.inserted += 1


EDITS = ("append", "append", "edit", "insert", "delete")
"""What :func:`random_edit` may do, appending twice as often (as a table does)."""


def random_edit(
    rng: Random, records: Sequence[Mapping[str, Any]], pool: Sequence[Mapping[str, Any]]
) -> tuple[str, list[Mapping[str, Any]]]:
    """One edit of ``records`` drawn by ``rng`` (a deal of ``pool`` appended, put in place
    of one, inserted, or one deleted): its kind and the records after it."""
    kind = rng.choice(EDITS)
    trial = list(records)
    spot = rng.randrange(len(trial))
    if kind == "append":
        trial.append(pool[len(trial) % len(pool)])
    elif kind == "edit":
        trial[spot] = pool[rng.randrange(len(pool))]
    elif kind == "insert":
        trial.insert(spot, pool[rng.randrange(len(pool))])
    else:
        del trial[spot]
    return kind, trial


def pulka_series(picture: Any) -> list[Any]:
    """Every series a Preferans pulka picture writes (each area's pool, mountain, whists
    on each other player, and the deals beside each), in one order: the very objects, so
    a test can tell those an Enter moved from those it kept."""
    return [
        series
        for area in picture.areas.values()
        for series in (
            area.pool,
            area.gora,
            *area.whists.values(),
            area.pool_deals,
            area.gora_deals,
            *area.whist_deals.values(),
        )
    ]
