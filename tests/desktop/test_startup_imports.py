"""The window is built and shown before the database layer is imported (issue 15: the
history's query object imported ``db``, so SQLAlchemy, a third of a second, came before
the first paint: 630 ms against a bare window's 120)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

CHILD = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from desktop.shell.main_window import MainWindow
window = MainWindow(None)
window.show()
app.processEvents()
window.repaint()
loaded = sorted(name for name in ("sqlalchemy", "db", "db.service") if name in sys.modules)
print(",".join(loaded) or "none")
"""


def test_the_window_paints_before_the_database_layer_is_imported(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               ZAPIS_SETTINGS_FILE=str(tmp_path / "settings.ini"))  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, cwd=REPO,
        timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "none"


LIGHT_CHILD = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from desktop.translations import install_translations
from desktop.shell.main_window import MainWindow, ui_language
from desktop.shell.settings import Settings
settings = Settings()
translators = install_translations(app, ui_language(settings))
window = MainWindow(None, settings, light=True)
window.show()
app.processEvents()
window.repaint()
heavy = ("sqlalchemy", "alembic", "db", "sqlite3", "rules.registry", "rules.three_bugs",
         "rules.stukolka", "rules.gin", "rules.rummy", "rules.session",
         "desktop.shell.history", "desktop.shell.history_model", "desktop.shell.sitting_admin",
         "desktop.games.game_ui", "desktop.widgets.row_model", "PySide6.QtCharts")
print(",".join(name for name in heavy if name in sys.modules) or "none")
"""


def test_the_light_frame_paints_before_the_history_and_the_games(tmp_path: Path) -> None:
    """The frame ``run_app`` shows first (menus, an empty page) paints before the
    history, the games' rules, the sitting dialogs, the charts and any database code are
    imported: those come after the first paint (issue 15: first paint ≤ 1.3× a bare
    window)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               ZAPIS_SETTINGS_FILE=str(tmp_path / "settings.ini"))  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-c", LIGHT_CHILD], capture_output=True, text=True, env=env, cwd=REPO,
        timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "none"
