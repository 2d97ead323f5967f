"""Starting the application: the QApplication, its translations and the main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from desktop.main_window import MainWindow


def run_app(database: str | None = None, sitting: int | None = None) -> int:
    """Open the main window (on ``sitting`` if given) and run the event loop."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Zapis")
    app.setOrganizationName("Zapis")
    window = MainWindow()
    window.show()
    return app.exec()
