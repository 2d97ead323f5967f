"""The limits every input to Zapis is held to, and the one check of a decoded document.

A session file, a form's sitting and a deal entered in the window all pass through
:func:`check_document` (via :func:`rules.session.session_from_json` and the store), so
each limit is enforced once, the same way, whatever the input came from. The README's
"Limits" section lists them for players; the numbers live here and nowhere else.

Every refusal is a :class:`~rules.errors.RuleViolation` naming the deal and the field.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping
from typing import Final

from rules.errors import RuleViolation, printable
from rules.ledger import JSON

FILE_LIMIT_BYTES: Final = 32 * 1024 * 1024
"""The largest session file read: 32 MiB, room for :data:`DEALS_LIMIT` deals of eight
players with long Cyrillic names, even written with ``\\u`` escapes and an indent of 4
(10,000 such rummy deals: 28.7 MB; 11 MB as Zapis writes them). The old 64 MiB admitted
files Zapis could not handle (issue 32): a file of 4,190,000 dead hands died of
MemoryError. Measured on the shared 2-core build machine, the worst a 32 MiB file can
hold is refused within 3 s and 840 MB: 11.2 million empty deals in 1.9 s (839 MB), 16.8
million numbers in 3.0 s (227 MB) (README, "Limits on input")."""
DEALS_LIMIT: Final = 10_000
"""The most deals a sitting holds: read from a file, entered, or imported. What is
admitted is scored, imported and exported back (session file, CSV, PDF) within 15 s and
1.5 GB on the 2-core build machine (the PDF of 10,000 deals of eight players, the
slowest, 4.5 s measured; 11.2 s once on a loaded machine); issue 31's benchmarks build
sittings of 10,000 deals. An evening is some tens of deals, a marathon a few hundred."""
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


class _NotANumber:
    """``NaN``, ``Infinity`` or ``-Infinity``: Python's reader takes them, JSON has none
    (RFC 8259). Kept as a mark so that :func:`check_document` names the field."""

    __slots__ = ("word",)

    def __init__(self, word: str) -> None:
        self.word = word


def parse_constant(word: str) -> _NotANumber:
    """The JSON reader's hook for ``NaN`` and the infinities: marked, to be refused."""
    return _NotANumber(word)


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


class _Fault(Exception):
    """A limit broken somewhere inside a document; the path to it is collected on the
    way out (in reverse), so that nothing is spent on paths while all is well."""

    def __init__(self, refuse: Callable[[tuple[str | int, ...]], None]) -> None:
        super().__init__()
        self.refuse = refuse
        self.reversed_path: list[str | int] = []


def _fault_text(text: str, *, key: bool) -> _Fault:
    return _Fault(lambda path: _refuse_text(text, path, key=key))


def _fault_number(value: int | _HugeNumber) -> _Fault:
    return _Fault(lambda path: _refuse_number(value, path))


class _Twice(dict[str, JSON]):
    """A JSON object that gave a key more than once (the decoder kept the last value);
    :func:`check_document` refuses it, naming where it is."""

    def __init__(self, pairs: list[tuple[str, JSON]], key: str) -> None:
        super().__init__(pairs)
        self.key = key


def object_pairs(pairs: list[tuple[str, JSON]]) -> dict[str, JSON]:
    """The JSON decoder's ``object_pairs_hook``: the object, marked when a key is given
    twice (``{"tricks": 1, "tricks": 2}`` would silently keep the last), so that
    :func:`check_document` refuses it with the deal and the field."""
    built = dict(pairs)
    if len(built) == len(pairs):
        return built
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            return _Twice(pairs, key)
        seen.add(key)
    raise AssertionError("a shorter dict has a repeated key")  # pragma: no cover


def _refuse_twice(key: str, path: tuple[str | int, ...]) -> None:
    deal, field = _place(path)
    raise RuleViolation(
        "duplicate key '{key}' in {name}: a field may be given once",
        deal=deal,
        field=field,
        name=field,
        key=key,
    )


def _too_deep(_path: tuple[str | int, ...]) -> None:
    raise RuleViolation(
        "the data is nested more than {limit} levels deep", field="session", limit=NESTING_LIMIT
    )


def _text(value: str, *, normalise: bool, name: bool) -> str:
    if not name and not value.isprintable() and bad_character(value) is not None:
        raise _fault_text(value, key=False)
    if not normalise or value.isascii() or unicodedata.is_normalized("NFC", value):
        return value
    return unicodedata.normalize("NFC", value)


def _checked(value: JSON, depth: int, normalise: bool, names: bool = False) -> JSON:
    """``value`` within the limits (the same object when nothing needed normalising).

    Recursive: the depth is refused at NESTING_LIMIT, far inside Python's own limit.
    ``names``: ``value`` is the players' list, whose texts rules.names checks."""
    kind = type(value)
    if kind is _Twice:
        key = value.key
        raise _Fault(lambda path: _refuse_twice(key, path))
    if kind is str:
        return _text(value, normalise=normalise, name=False)
    if kind is int:
        if -INTEGER_LIMIT <= value <= INTEGER_LIMIT:
            return value
        raise _fault_number(value)
    if kind is dict or kind is list:
        if depth >= NESTING_LIMIT:
            raise _Fault(_too_deep)
        if kind is list:
            out: list[JSON] | None = None
            for index, item in enumerate(value):
                try:
                    if names and type(item) is str:
                        new = _text(item, normalise=normalise, name=True)
                    else:
                        new = _checked(item, depth + 1, normalise)
                except _Fault as fault:
                    fault.reversed_path.append(index)
                    raise
                if new is not item and out is None:
                    out = list(value[:index])
                if out is not None:
                    out.append(new)
            return value if out is None else out
        pairs: list[tuple[str, JSON]] | None = None
        for position, (key, item) in enumerate(value.items()):
            try:
                new_key = _text(key, normalise=normalise, name=False)
            except _Fault:
                in_key = _fault_text(key, key=True)
                in_key.reversed_path.append(key)
                raise in_key from None
            try:
                new = _checked(item, depth + 1, normalise, names=depth == 0 and key == "players")
            except _Fault as fault:
                fault.reversed_path.append(key)
                raise
            if (new is not item or new_key is not key) and pairs is None:
                pairs = list(value.items())[:position]
            if pairs is not None:
                pairs.append((new_key, new))
        if pairs is None:
            return value
        rebuilt = dict(pairs)
        if len(rebuilt) < len(pairs):
            raise _Fault(_same_keys)
        return rebuilt
    if isinstance(value, _HugeNumber):
        raise _fault_number(value)
    if isinstance(value, _NotANumber):
        word = value.word
        raise _Fault(lambda path: _refuse_constant(word, path))
    if isinstance(value, Mapping):
        return _checked(dict(value), depth, normalise, names)
    return value


def _refuse_constant(word: str, path: tuple[str | int, ...]) -> None:
    deal, field = _place(path)
    raise RuleViolation(
        "{name} is {word}, which is not a number JSON allows",
        deal=deal,
        field=field,
        name=field,
        word=word,
    )


def _same_keys(path: tuple[str | int, ...]) -> None:
    deal, field = _place(path)
    raise RuleViolation(
        "{name} has two fields that differ only in how their accents are written",
        deal=deal,
        field=field,
        name=field,
    )


def check_document(data: JSON, *, normalise: bool = True, path: tuple[str | int, ...] = ()) -> JSON:
    """``data`` checked against the limits, and (``normalise``) with every string and key
    in Unicode NFC, so that a composed and a decomposed «ё» are one name everywhere.

    Refuses nesting deeper than :data:`NESTING_LIMIT`, whole numbers beyond
    :data:`INTEGER_LIMIT`, and control characters or lone surrogates in any string or
    key. The player list's names are left to :func:`rules.names.check_name`, which says
    more. ``path`` places ``data`` inside a session document, for the messages. What is
    already within the limits and in NFC is returned as it is, not copied.
    """
    try:
        return _checked(data, len(path), normalise)
    except _Fault as fault:
        fault.refuse((*path, *reversed(fault.reversed_path)))
        raise AssertionError("a fault always refuses") from None


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
    "object_pairs",
    "parse_constant",
    "parse_int",
    "printable",
]
