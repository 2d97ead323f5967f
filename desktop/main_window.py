"""The main window: the history of sittings, the open sheet, menus and About."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QWidget

from desktop.version import __version__


class MainWindow(QMainWindow):
    """The application's one main window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Zapis — the score sheet"))
        self.setCentralWidget(QLabel(self.tr("No sitting is open."), self))
        self._build_menus()
        self.resize(1000, 700)

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.about_action = QAction(self.tr("&About Zapis"), self)
        self.about_action.triggered.connect(self.show_about)
        help_menu.addAction(self.about_action)

    def about_text(self) -> str:
        """The About dialog's text, with the version."""
        return self.tr(
            "<h3>Zapis %1</h3><p>The score sheet and rulebook for Three Bugs, "
            "Stukolka, Gin and Rummy at a real table.</p>"
        ).replace("%1", __version__)

    def show_about(self) -> None:
        """Show the About dialog."""
        QMessageBox.about(self, self.tr("About Zapis"), self.about_text())
