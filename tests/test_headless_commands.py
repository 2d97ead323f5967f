"""The headless subcommands import no Qt (issue 24): ``zapis score``, ``hand``,
``import``, ``export`` (JSON, CSV), ``sessions``, ``settle`` and ``backup`` run in a process where
``PySide6`` is never imported. Only the window and a PDF export load Qt, and the last
case shows the check sees it when they do."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import CASES, REPO

CHILD = """
import json, sys
from commands.main import main
status = []
for argv in json.loads(sys.argv[1]):
    code = main(argv)
    qt = sorted(name for name in sys.modules if name.split(".")[0] == "PySide6")
    status.append([argv[2] if argv[0] == "--database" else argv[0], code, qt[:3]])
print(json.dumps(status))
"""


def test_no_headless_command_imports_qt(tmp_path: Path) -> None:
    case = json.loads((CASES / "money" / "money-stukolka-spec-example.json").read_text("utf-8"))
    session = tmp_path / "sitting.json"
    session.write_text(json.dumps(case["session"], ensure_ascii=False), "utf-8")
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps({"game": "gin", "cards": "2S 3S 4S 7C 7D 7H KH QH 2D 9C"}))
    database = ["--database", str(tmp_path / "z.sqlite3")]
    runs = [
        ["score", str(session)],
        ["hand", str(hand)],
        [*database, "import", str(session)],
        [*database, "sessions"],
        [*database, "export", "1", str(tmp_path / "out.json")],
        [*database, "export", "1", str(tmp_path / "out.csv")],
        [*database, "settle", "1"],
        [*database, "backup", str(tmp_path / "sitting.zapis-backup")],
        # Last: the PDF loads Qt's printing, as it may, which the check must see.
        [*database, "export", "1", str(tmp_path / "out.pdf")],
    ]
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen",
               ZAPIS_SETTINGS_FILE=str(tmp_path / "settings.ini"))  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-c", CHILD, json.dumps(runs)],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    *headless, pdf = report
    assert [(command, code, qt) for command, code, qt in headless] == [
        (command, 0, []) for command, _, _ in headless
    ]
    assert pdf[0] == "export" and pdf[1] == 0 and pdf[2], "the PDF export must load Qt"
