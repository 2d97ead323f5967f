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
