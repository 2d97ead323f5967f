"""The limits every input to Zapis is held to, and the one check of a decoded document.

A session file, a form's sitting and a deal entered in the window all pass through
:func:`check_document` (via :func:`rules.session.session_from_json` and the store), so
each limit is enforced once, the same way, whatever the input came from. The README's
"Limits" section lists them for players; the numbers live here and nowhere else.

Every refusal is a :class:`~rules.errors.RuleViolation` naming the deal and the field.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from typing import Final

from rules.errors import RuleViolation, printable
from rules.ledger import JSON

FILE_LIMIT_BYTES: Final = 64 * 1024 * 1024
"""The largest session file read (64 MiB: some 300,000 deals, a club's decade)."""
NESTING_LIMIT: Final = 20
"""How deep JSON objects and lists may nest (a session needs 5: session, deals, a deal,
its crowns, a crown)."""
INTEGER_LIMIT: Final = 10**15
"""The largest magnitude of a whole number in a session file or a form."""
INTEGER_DIGITS: Final = len(str(INTEGER_LIMIT))
"""Digits in :data:`INTEGER_LIMIT`: longer numbers are refused before they are converted
(Python refuses to convert more than 4,300 digits at all)."""
SCORE_LIMIT: Final = 10**15
"""The largest magnitude of any entry, total or Stukolka pot. A database keeps 64-bit
integers (SQLite INTEGER, PostgreSQL BIGINT: about 9.2 × 10**18), so this leaves room to
sum a player's totals over thousands of sittings."""
NAME_LIMIT: Final = 200
"""The longest player name, in characters after NFC normalisation."""

_EXPLICIT_CONTROL_NAMES: Final = ("Cc", "Cs")
"""Unicode categories refused in every string of a document: control characters (NUL,
newline, tab… which would break a one-line message, a terminal listing or a database
column) and lone surrogates (not Unicode text at all: no backend can store them)."""


class _HugeNumber:
    """A whole number of more than :data:`INTEGER_DIGITS` digits, kept as text so that
    :func:`check_document` can refuse it naming its field (not converted: a number of
    5,000 digits makes Python raise, and one of 4,000 takes long to convert)."""

    __slots__ = ("digits",)

    def __init__(self, text: str) -> None:
        self.digits = len(text.lstrip("-"))


def parse_int(text: str) -> int | _HugeNumber:
    """The JSON reader's hook for whole numbers: small ones converted, long ones marked."""
    if len(text) > INTEGER_DIGITS + 1:
        return _HugeNumber(text)
    return int(text)


def code_of(char: str) -> str:
    """A character as ``U+000A``, for messages."""
    return f"U+{ord(char):04X}"


def bad_character(text: str) -> str | None:
    """The first control character or lone surrogate in ``text``, else ``None``."""
    if text.isprintable():
        # Fast path: printable text holds no Cc/Cs (isprintable is false for both).
        return None
    for char in text:
        if unicodedata.category(char) in _EXPLICIT_CONTROL_NAMES:
            return char
    return None


def check_free_text(value: str | None, *, field: str) -> str | None:
    """A sitting's place or note: free text, lines and tabs allowed, but not a NUL (which
    PostgreSQL refuses and SQLite keeps) nor a lone surrogate (which no backend can
    encode), so that both backends keep the same texts."""
    if value is None:
        return None
    for char in value:
        if char == "\x00":
            raise RuleViolation(
                "{name} holds a control character ({code}), which is not allowed",
                field=field,
                name=field,
                code=code_of(char),
            )
        if unicodedata.category(char) == "Cs":
            raise RuleViolation(
                "{name} holds a lone surrogate ({code}): it is not Unicode text",
                field=field,
                name=field,
                code=code_of(char),
            )
    return value


def _place(path: tuple[str | int, ...]) -> tuple[int | None, str]:
    """The deal (1-based) and the field a path inside a session document names."""
    if len(path) >= 2 and path[0] == "deals" and isinstance(path[1], int):
        keys = [str(step) for step in path[2:] if isinstance(step, str)]
        return path[1] + 1, ".".join(keys) or "deal"
    keys = [str(step) for step in path if isinstance(step, str)]
    return None, ".".join(keys) or "session"


def _refuse_text(text: str, path: tuple[str | int, ...], *, key: bool) -> None:
    char = bad_character(text)
    if char is None:
        return
    deal, field = _place(path)
    surrogate = unicodedata.category(char) == "Cs"
    if key:
        template = (
            "a field name holds a lone surrogate ({code}): it is not Unicode text"
            if surrogate
            else "a field name holds a control character ({code}), which is not allowed"
        )
        raise RuleViolation(template, deal=deal, field=field, code=code_of(char))
    template = (
        "{name} holds a lone surrogate ({code}): it is not Unicode text"
        if surrogate
        else "{name} holds a control character ({code}), which is not allowed"
    )
    raise RuleViolation(template, deal=deal, field=field, name=field, code=code_of(char))


def _refuse_number(value: int | _HugeNumber, path: tuple[str | int, ...]) -> None:
    deal, field = _place(path)
    if isinstance(value, _HugeNumber):
        raise RuleViolation(
            "{name} is a number of {digits} digits, beyond the limit of ±{limit}",
            deal=deal,
            field=field,
            name=field,
            digits=value.digits,
            limit=INTEGER_LIMIT,
        )
    raise RuleViolation(
        "{name} {value} is beyond the limit of ±{limit}",
        deal=deal,
        field=field,
        name=field,
        value=value,
        limit=INTEGER_LIMIT,
    )


def check_document(data: JSON, *, normalise: bool = True, path: tuple[str | int, ...] = ()) -> JSON:
    """``data`` checked against the limits, and (``normalise``) with every string and key
    in Unicode NFC, so that a composed and a decomposed «ё» are one name everywhere.

    Refuses nesting deeper than :data:`NESTING_LIMIT`, whole numbers beyond
    :data:`INTEGER_LIMIT`, and control characters or lone surrogates in any string or
    key. The player list's names are left to :func:`rules.names.check_name`, which says
    more. ``path`` places ``data`` inside a session document, for the messages.
    """
    # Iterative, so that no nesting can exhaust Python's stack; each container is
    # copied (normalised) into a new one, filled as its items are visited.
    root: list[JSON] = [None]
    stack: list[tuple[JSON, tuple[str | int, ...], list[JSON] | dict[str, JSON], str | int]] = [
        (data, path, root, 0)
    ]
    while stack:
        value, where, parent, slot = stack.pop()
        if len(where) - len(path) > NESTING_LIMIT:
            raise RuleViolation(
                "the data is nested more than {limit} levels deep",
                field="session",
                limit=NESTING_LIMIT,
            )
        copy: JSON
        if isinstance(value, str):
            if not (where and where[0] == "players" and len(where) == 2):
                _refuse_text(value, where, key=False)
            copy = unicodedata.normalize("NFC", value) if normalise else value
        elif isinstance(value, _HugeNumber):
            _refuse_number(value, where)
        elif isinstance(value, int) and not isinstance(value, bool):
            if not -INTEGER_LIMIT <= value <= INTEGER_LIMIT:
                _refuse_number(value, where)
            copy = value
        elif isinstance(value, list):
            copy = [None] * len(value)
            for index in range(len(value) - 1, -1, -1):
                stack.append((value[index], (*where, index), copy, index))
        elif isinstance(value, Mapping):
            copy = {}
            items = list(value.items())
            for key, _item in items:
                if isinstance(key, str):
                    _refuse_text(key, (*where, key), key=True)
            keys = [unicodedata.normalize("NFC", k) if normalise else k for k, _ in items]
            if len(set(keys)) < len(keys):
                deal, field = _place(where)
                raise RuleViolation(
                    "{name} has two fields that differ only in how their accents are written",
                    deal=deal,
                    field=field,
                    name=field,
                )
            for key in keys:
                copy[key] = None  # keeps the file's key order
            for (_key, item), key in reversed(list(zip(items, keys, strict=True))):
                stack.append((item, (*where, key), copy, key))
        else:
            copy = value
        if isinstance(parent, list):
            assert isinstance(slot, int)
            parent[slot] = copy
        else:
            parent[str(slot)] = copy
    return root[0]


__all__ = [
    "FILE_LIMIT_BYTES",
    "INTEGER_DIGITS",
    "INTEGER_LIMIT",
    "NAME_LIMIT",
    "NESTING_LIMIT",
    "SCORE_LIMIT",
    "bad_character",
    "check_document",
    "check_free_text",
    "code_of",
    "parse_int",
    "printable",
]
