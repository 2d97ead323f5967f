"""Typed stand-ins where PySide6's stubs say less than Qt does.

``QT_TRANSLATE_NOOP`` marks a string for ``lupdate`` and returns it unchanged, but the
stub declares it as returning ``object``, so every table of marked strings would need a
cast. This one has the same name (``lupdate`` finds the marks by name) and says ``str``.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """``source``, marked for translation in ``context`` (translated where it is shown)."""
    del context
    return source
