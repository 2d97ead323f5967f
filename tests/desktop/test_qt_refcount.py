"""Guard against a PySide6 build that leaks references to None.

PySide6 6.12.0 returns None from void methods without taking a reference (it assumes None
is immortal, as it is only from Python 3.12). On 3.11 every such call drops None's count
by one, and after about 5,000 calls the interpreter aborts. pyproject.toml keeps that
build out; this test fails if a broken one comes back.
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel


def test_void_qt_calls_keep_none_alive(qtbot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(500):
        label.setText("запись")
    # Other threads or the garbage collector may move the count a little; a leaking
    # build moves it by 500.
    assert sys.getrefcount(None) > before - 50
