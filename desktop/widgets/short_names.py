"""Player names as the window shows them where room is short (a sheet's column header,
the sitting's title line): a long name is shortened in its middle, keeping its start and
its end, so that "… номер 1" and "… номер 2" stay apart and no name makes the window
wider than a 1366×768 screen (issue 32, item 11). The full name is the tooltip."""

from __future__ import annotations

from collections.abc import Sequence

SHOWN_NAME_LIMIT = 24
"""The most characters a name is shown with where room is short."""
ELLIPSIS = "…"


def short_name(name: str, limit: int = SHOWN_NAME_LIMIT) -> str:
    """``name`` itself when it has at most ``limit`` characters, else its start, "…"
    and its end (the end is what tells apart names sharing a long start)."""
    if len(name) <= limit:
        return name
    tail = (limit - 1) // 2
    head = limit - 1 - tail
    return f"{name[:head].rstrip()}{ELLIPSIS}{name[-tail:].lstrip()}"


def short_names(names: Sequence[str], limit: int = SHOWN_NAME_LIMIT) -> tuple[str, ...]:
    """Each of ``names`` shortened, every shortened one still different from the
    others: two that would read alike get their place (1-based) in front."""
    shown = [short_name(name, limit) for name in names]
    for index, text in enumerate(shown):
        if text != names[index] and shown.count(text) > 1:
            shown[index] = f"{index + 1}. {short_name(names[index], limit - 3)}"
    return tuple(shown)


def shown_names(names: Sequence[str], limit: int = SHOWN_NAME_LIMIT) -> dict[str, str]:
    """Each of ``names`` with how it is shown (:func:`short_names`)."""
    return dict(zip(names, short_names(names, limit), strict=True))
