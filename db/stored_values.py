"""Values read back from the database through the same checks as a session file's
(issue 32, item 4): another program may have written a row Zapis never would — a record
that is not JSON, a blob, 5,000 levels deep, a 5,000-digit number, a key given twice, a
``created`` that is not a moment. Such a value is a :class:`RuleViolation` naming the
sitting, never a traceback, and a page of the history sets the bad sitting aside (named)
while the others are shown."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TypeVar

from rules.errors import RuleViolation
from rules.ledger import JSON
from rules.limits import INTEGER_DIGITS

UNREADABLE = (RuleViolation, ValueError, TypeError, RecursionError, AttributeError)
"""What reading a stored value that Zapis did not write can raise: the JSON decoder's
and the date parser's errors, a value of the wrong type, a structure too deep."""

Row = TypeVar("Row")


def stored_json(value: str | bytes) -> JSON:
    """The engine's JSON decoder: strict JSON, as a session file is read — a key given
    twice, a number longer than :data:`rules.limits.INTEGER_DIGITS` digits, ``NaN`` or a
    structure deeper than Python can decode are a :class:`RuleViolation`. (Deeper than
    ``NESTING_LIMIT`` but decodable is kept: stored records are held to the limits of
    the day they were written.)"""
    if isinstance(value, bytes | bytearray | memoryview):
        try:
            value = bytes(value).decode("utf-8")
        except UnicodeDecodeError:
            raise RuleViolation(
                "a stored value is bytes, not JSON text", field="stored value"
            ) from None
    if not isinstance(value, str):
        raise RuleViolation(
            "a stored value is {kind}, not JSON text",
            field="stored value",
            kind=type(value).__name__,
        )
    try:
        return json.loads(
            value,
            object_pairs_hook=_once,
            parse_int=_bounded_int if _LONG_DIGITS.search(value) else None,
            parse_constant=_no_constant,
        )
    except json.JSONDecodeError as bad:
        raise RuleViolation(
            "a stored value is not valid JSON: {problem} (column {column})",
            field="stored value",
            problem=bad.msg,
            column=bad.colno,
        ) from None
    except RecursionError:
        raise RuleViolation(
            "a stored value is nested too deep to read", field="stored value"
        ) from None


_LONG_DIGITS = re.compile(f"[0-9]{{{INTEGER_DIGITS + 1}}}")


def _once(pairs: list[tuple[str, JSON]]) -> dict[str, JSON]:
    built = dict(pairs)
    if len(built) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise RuleViolation(
                    "a stored value gives the key '{key}' twice", field="stored value", key=key
                )
            seen.add(key)
    return built


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > INTEGER_DIGITS:
        raise RuleViolation(
            "a stored number has {digits} digits, more than {limit}",
            field="stored value",
            digits=len(text.lstrip("-")),
            limit=INTEGER_DIGITS,
        )
    return int(text)


def _no_constant(word: str) -> JSON:
    raise RuleViolation(
        "a stored value holds {word}, not a number", field="stored value", word=word
    )


def unreadable(sitting: int, problem: BaseException) -> RuleViolation:
    """The refusal of sitting ``sitting``, whose stored rows raised ``problem``."""
    if isinstance(problem, RuleViolation) and problem.field == "stored value":
        problem = ValueError(problem.detail())
    if isinstance(problem, RuleViolation):
        if problem.where == f"sitting {sitting}":
            return problem
        return RuleViolation(
            "{problem}",
            deal=problem.deal,
            field=problem.field,
            where=f"sitting {sitting}",
            problem=problem.text(),
        )
    detail = str(problem).splitlines()[0] if str(problem) else type(problem).__name__
    return RuleViolation(
        "a stored value cannot be read ({problem}); another program wrote it",
        field="stored value",
        where=f"sitting {sitting}",
        problem=detail[:200],
    )


@contextmanager
def reading_sitting(sitting: int) -> Iterator[None]:
    """Turn what a bad stored row raises inside into a :class:`RuleViolation` naming
    ``sitting``."""
    try:
        yield
    except UNREADABLE as problem:
        raise unreadable(sitting, problem) from None


def readable_page(
    read_all: Callable[[], Sequence[Row]],
    ids: Callable[[], Sequence[int]],
    read_one: Callable[[int], Sequence[Row]],
    set_aside: dict[int, str],
) -> list[Row]:
    """A page of rows: ``read_all()`` at once, or, when a stored value in it cannot be
    read, each of ``ids()`` alone with ``read_one``, the unreadable ones left out and
    named in ``set_aside`` (id → the reason, in one line)."""
    try:
        return list(read_all())
    except UNREADABLE:
        pass
    rows: list[Row] = []
    for sitting in ids():
        try:
            rows.extend(read_one(sitting))
        except UNREADABLE as problem:
            set_aside[sitting] = unreadable(sitting, problem).text()
    return rows


__all__ = ["UNREADABLE", "readable_page", "reading_sitting", "stored_json", "unreadable"]
