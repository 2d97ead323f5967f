"""Names a package publishes but imports only when first asked for (issue 15: what the
window needs before it is usable must not import what it does not)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping


def lazy_names(package: str, homes: Mapping[str, str]) -> Callable[[str], object]:
    """A package's module ``__getattr__`` that imports each name of ``homes`` (name →
    the module defining it) on first use: a game package publishes its engine's names
    without importing the engine when the registry lists it, and :mod:`db` its store's
    without importing SQLAlchemy."""

    def attribute(name: str) -> object:
        if name in homes:
            return getattr(importlib.import_module(homes[name]), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return attribute
