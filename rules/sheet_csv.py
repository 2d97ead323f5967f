"""A scored sheet as CSV for a spreadsheet: one row per entry (issue 16, "CSV").

The columns are ``deal, player, points, line, reason, rule``, the header in English so a
formula can name them in any language. The values are those on the sheet: the 1-based
deal, the player's name as written in the sitting, the signed points (money in
Stukolka), the column the entry was written in, and the stable reason word and rule id
the app explains. Per player the ``points`` add up to the sheet's totals, because every
entry of every deal is one row and nothing else is.

A name a spreadsheet would take for a formula (one starting with ``=``, ``+``, ``-``,
``@``, a tab or a carriage return, also right after a ``,``, ``;``, tab or ``|`` inside
it, where a spreadsheet splitting on that separator starts a cell) has an apostrophe
written there, which spreadsheets
show as text and do not run [Ruling]: a player's name is whatever was typed at the
table, and opening a score sheet must never run what was typed (OWASP, "CSV injection").

The text starts with a byte-order mark: a spreadsheet that opens a CSV file without one
reads it in the machine's legacy code page and garbles Cyrillic names.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

from rules.ledger import Entry, Scored

HEADER: Final = ("deal", "player", "points", "line", "reason", "rule")
"""The header row, in this order."""
BOM: Final = "\ufeff"
"""The UTF-8 byte-order mark the text starts with."""


@dataclass(frozen=True, slots=True)
class CsvRow:
    """One entry of the sheet as one CSV row."""

    deal: int
    """1-based deal the entry was written in."""
    player: str
    """The player's name as written in the sitting."""
    points: int
    """Signed points, or money in Stukolka."""
    line: str
    """The sheet column: ``above``, ``below``, ``money``, ``points``, ``bonus``, ``pool``,
    ``gora`` or ``whists``; a Hollywood entry adds its column number after a space
    (``points 2``), Preferans's whists whom they are written on (``whists on Boris``)
    [Ruling]."""
    reason: str
    """The entry's stable reason word."""
    rule: str
    """The rulebook section id that produced it."""

    def cells(self) -> tuple[str | int, ...]:
        """The row's cells in :data:`HEADER` order, the name made safe to open."""
        return (self.deal, as_text(self.player), self.points, self.line, self.reason, self.rule)


FORMULA_STARTS: Final = ("=", "+", "-", "@", "\t", "\r")
"""The first characters that make a spreadsheet read a cell as a formula."""


_CELL_STARTS: Final = re.compile(r"(^|[,;\t|])(?=[=+\-@\t\r])")
"""Where a cell may start when a spreadsheet splits the line on its own list separator
(``,``, ``;`` in Russian, German or French settings, a tab, a pipe), followed by a
formula's first character."""


def as_text(value: str) -> str:
    """``value`` as a spreadsheet shows it and never runs it: an apostrophe before every
    place a formula could start, else unchanged.

    Not only the start: a spreadsheet whose list separator is ``;`` splits ``X;=1+1;``
    into cells of its own, quotes or not (a quote opens a field only at its start), and
    would run ``=1+1`` [Ruling]."""
    return _CELL_STARTS.sub(r"\1'", value)


def line_of(entry: Entry) -> str:
    """The ``line`` cell of ``entry``: its column, with the Hollywood column number, or
    whom Preferans's whists are written on (:meth:`~rules.ledger.Entry.line`)."""
    return entry.line()


def csv_rows(scored: Scored) -> Iterator[CsvRow]:
    """Every entry of ``scored`` as a row, deal by deal, in the order the sheet wrote them."""
    for deal in scored.deals:
        for entry in deal.entries:
            yield CsvRow(
                deal.deal, entry.player, entry.points, line_of(entry), entry.reason, entry.rule
            )


def sheet_csv(scored: Scored) -> str:
    """The whole sheet as CSV text, byte-order mark first, CRLF line ends (RFC 4180).

    Write it with ``encoding="utf-8"`` and ``newline=""`` so the line ends stay as they are.
    """
    out = io.StringIO()
    out.write(BOM)
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(HEADER)
    for row in csv_rows(scored):
        writer.writerow(row.cells())
    return out.getvalue()
