"""Waiting for the players window's records, which are counted in a thread (issue 31)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def wait_for_records(qtbot: Any, panel: Any) -> None:
    """Wait until ``panel`` (a ``RecordsPanel``) shows the records last asked for.

    The count's outcome comes as a queued signal; it is delivered by hand as well, since
    after a test that ended ``run_app`` with ``QCoreApplication.exit(1)`` qtbot's waits no
    longer deliver posted events (in the app the event loop does)."""

    def shown() -> bool:
        QCoreApplication.sendPostedEvents()
        return not panel.counting

    qtbot.waitUntil(shown, timeout=10_000)


def restore_event_loop() -> None:
    """Make qtbot's waits turn the event loop again after a test that ended ``run_app``
    with ``QCoreApplication.exit``: Qt clears its "quit now" flag when an application
    ``exec()`` returns, so one is run and quit at once."""
    from PySide6.QtCore import QTimer

    app = QCoreApplication.instance()
    assert app is not None
    QTimer.singleShot(0, app.quit)
    app.exec()
