"""A list's first items, read as a sequence without copying them (issue 31): a fold that
grows its lists deal by deal hands a layout of 10,000 deals on at each Enter without
copying 10,000 items into a tuple.

The fold keeps the promise that makes this safe: it only ever appends to a list a
:class:`Prefix` reads, and a change that takes items back (an edit, a delete) gives the
fold a new list (``items[:kept]``) instead of cutting the one the prefixes handed out
read, so a prefix says the same items for as long as it lives.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import chain, islice
from typing import Any, TypeVar, overload

T = TypeVar("T")


class Prefix(Sequence[T]):
    """The first ``length`` items of ``items`` (a list only appended to after), then the
    items of ``tail``; equal to any sequence with the same items in the same order."""

    __slots__ = ("_items", "_length", "_tail")

    def __init__(self, items: list[T], length: int | None = None, tail: Sequence[T] = ()) -> None:
        self._items = items
        self._length = len(items) if length is None else length
        self._tail = tail

    def __len__(self) -> int:
        return self._length + len(self._tail)

    @overload
    def __getitem__(self, index: int) -> T: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[T]: ...
    def __getitem__(self, index: int | slice) -> T | Sequence[T]:
        if isinstance(index, slice):
            return tuple(self)[index]
        if index < 0:
            index += len(self)
        if 0 <= index < self._length:
            return self._items[index]
        if self._length <= index < len(self):
            return self._tail[index - self._length]
        raise IndexError("prefix index out of range")

    def __iter__(self) -> Iterator[T]:
        return chain(islice(self._items, self._length), self._tail)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence) or isinstance(other, str):
            return NotImplemented
        return len(self) == len(other) and all(
            mine == theirs for mine, theirs in zip(self, other, strict=True)
        )

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"Prefix({list(self)!r})"


def taken_back(items: list[Any], kept: int) -> list[Any]:
    """``items`` with only its first ``kept`` items: the same list when nothing goes
    (an append), else a new one (a :class:`Prefix` may read the old list)."""
    return items if kept >= len(items) else items[:kept]
