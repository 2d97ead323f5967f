"""Starting Zapis again, for a change that needs it (the UI language): the same command
line it was started with, after this window has closed and saved its state (the sitting
open is reopened, as at any start)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QProcess
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget


def command_line() -> list[str]:
    """How this process was started (``python -m desktop …`` stays ``-m``)."""
    argv: Sequence[str] = getattr(sys, "orig_argv", None) or [sys.executable, *sys.argv]
    return list(argv)


def start_detached(argv: Sequence[str]) -> bool:
    """Start ``argv`` as a process of its own."""
    started, _pid = QProcess.startDetached(argv[0], list(argv[1:]))
    return bool(started)


def ask_restart(parent: QWidget) -> bool:
    """Ask whether to restart now for the new language ("Later" keeps working)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(QCoreApplication.translate("MainWindow", "Language"))
    box.setText(
        QCoreApplication.translate(
            "MainWindow", "The new language takes effect when Zapis starts again."
        )
    )
    now = box.addButton(
        QCoreApplication.translate("MainWindow", "&Restart now"), QMessageBox.ButtonRole.AcceptRole
    )
    box.addButton(
        QCoreApplication.translate("MainWindow", "&Later"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(now)
    box.exec()
    return box.clickedButton() is now


def restart(window: QWidget, start: Callable[[Sequence[str]], bool] | None = None) -> bool:
    """Close ``window`` (it saves its state) and, once it has closed, start Zapis again
    and quit this process; ``False`` (and nothing quits) if the window stayed open."""
    if not window.close():
        return False
    (start or start_detached)(command_line())
    app = QApplication.instance()
    if app is not None:
        app.quit()
    return True
