"""``zapis board ID``: the room's scoreboard of one sitting, alone, without the main
window (the room's screen), following the sitting live."""

from __future__ import annotations

import sys
from collections.abc import Sequence

EXIT_BAD_INPUT = 2
"""Refused input: the status of every refusal of the command line."""


def run_board(
    database: str | None,
    sitting: int | None,
    evening: str | None = None,
    qt_options: Sequence[str] = (),
) -> int:
    """Open the scoreboard of ``sitting`` (or the club board of the day ``evening``) and
    run the event loop (``qt_options``: Qt's own, :mod:`commands.qt_options`); one line
    and status 2 for a database that cannot be opened, an unknown sitting or a date that
    is none."""
    from datetime import date

    day: date | None = None
    if evening is not None:
        try:
            day = date.today() if evening == "today" else date.fromisoformat(evening)
        except ValueError:
            print(f"zapis board: --evening takes YYYY-MM-DD, not '{evening[:40]}'", file=sys.stderr)
            return EXIT_BAD_INPUT
    elif sitting is None:
        print("zapis board: name a sitting ID, or --evening DATE", file=sys.stderr)
        return EXIT_BAD_INPUT
    from PySide6.QtWidgets import QApplication, QWidget

    from db import SittingId, StorageError, Store
    from desktop.appearance import Look
    from desktop.board.club_board import ClubBoard
    from desktop.board.scoreboard import Scoreboard
    from desktop.shell.rulebook_access import ui_language
    from desktop.shell.settings import APPEARANCE, Settings
    from desktop.translations import install_translations

    try:
        store = Store.open(database)
        store.vouch()
    except StorageError as problem:
        print(f"zapis: {problem}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        app = QApplication.instance() or QApplication([*sys.argv[:1], *qt_options])
        assert isinstance(app, QApplication)
        app.setApplicationName("Zapis")
        settings = Settings()
        translators = install_translations(app, ui_language(settings))
        Look(app, settings.get(APPEARANCE))
        try:
            board: QWidget = (
                ClubBoard(store, day)
                if day is not None
                else Scoreboard(store, SittingId(sitting or 0))
            )
        except LookupError:
            print(f"zapis: there is no sitting {sitting} in {store.location}", file=sys.stderr)
            return EXIT_BAD_INPUT
        except StorageError as problem:
            print(f"zapis: {problem}", file=sys.stderr)
            return EXIT_BAD_INPUT
        board.show()
        status = app.exec()
        del translators
        return status
    finally:
        store.close()
