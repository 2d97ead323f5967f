"""rules/ must run without Qt and without SQLAlchemy (design.md, "The house")."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import rules


def test_importing_every_rules_module_loads_neither_qt_nor_sqlalchemy() -> None:
    names = [m.name for m in pkgutil.walk_packages(rules.__path__, prefix="rules.")]
    assert "rules.session" in names
    code = (
        "import importlib, sys\n"
        f"for name in {names!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'shiboken6', 'sqlalchemy', 'alembic', 'db', 'desktop'))\n"
        "print(','.join(bad))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""
