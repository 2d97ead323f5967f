"""The storage subcommands of ``zapis``: ``import``, ``export``, ``sessions``, ``settle``.

They reach the database only through :class:`db.Store`. Refused input and storage
problems are one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path

from commands.opening import open_store
from commands.output import EXIT_BAD_INPUT, emit, no_sitting, output_failed, refused
from commands.safe_write import write_text_atomically
from db import MissingPrice, SittingId, SittingSummary, StorageError, Store, UnknownSitting
from db.stored_values import unreadable
from rules.errors import RuleViolation, printable
from rules.money import read_currency, read_price
from rules.session import Session, write_session
from rules.session_file import read_session_file, refusal_line


def run(args: argparse.Namespace) -> int:
    """Run ``args.command`` (``import``, ``export``, ``sessions`` or ``settle``) on
    ``args.database``."""
    if args.command == "settle":
        # A bad --price or --currency is refused before the database is touched.
        try:
            price = read_price(args.price) if args.price is not None else None
            currency = read_currency(args.currency) if args.currency is not None else None
        except RuleViolation as violation:
            print(violation.text(), file=sys.stderr)
            return EXIT_BAD_INPUT
    store = open_store(args.database)
    if store is None:
        return EXIT_BAD_INPUT
    if store.in_memory:
        # An in-memory database ends with the command: an import would print an id and
        # keep nothing.
        store.close()
        return refused(
            f"{store.location} is an in-memory database, which keeps nothing after "
            "the command; give a database file or a server with --database"
        )
    try:
        # A damaged file is refused whatever the command, not only at its first write.
        store.vouch()
        if args.command == "import":
            return import_files(store, args.files)
        if args.command == "export":
            return export_sitting(store, args.sitting, args.file, getattr(args, "page_size", "A4"))
        if args.command == "sessions":
            return list_sessions(store)
        if args.command == "settle":
            return settle(store, args.sittings, price, currency)
        return refused(f"unknown storage command {args.command!r}")
    except StorageError as problem:
        return refused(problem)
    finally:
        store.close()


def import_files(store: Store, files: Sequence[Path]) -> int:
    """Add each file as a new sitting (one transaction each), printing each new id.

    A refused file is reported as ``zapis score`` reports it, prefixed by its name, and
    nothing of it is written; the other files are still imported. Exit 2 if any failed.
    """
    status = 0
    for path in files:
        session = _read(path)
        if session is None:
            status = EXIT_BAD_INPUT
            continue
        try:
            sitting = store.import_session(session)
        except RuleViolation as violation:
            print(refusal_line(violation, path, name_file=True), file=sys.stderr)
            status = EXIT_BAD_INPUT
            continue
        except StorageError as problem:
            # Its transaction was rolled back whole; the next files are still tried, and
            # this one is named, so none is skipped in silence (issue 32).
            print(
                f"zapis: {printable(str(path), None)} was not imported: {problem}",
                file=sys.stderr,
            )
            status = EXIT_BAD_INPUT
            continue
        # Committed: if its id cannot be printed, say so, and that it is in.
        failed = emit(f"{sitting}\n")
        if failed is not None:
            return output_failed(
                failed, f"; {printable(str(path), None)} was imported as sitting {sitting}"
            )
    return status


def _read(path: Path) -> Session | None:
    try:
        return read_session_file(path)
    except RuleViolation as violation:
        print(refusal_line(violation, path, name_file=True), file=sys.stderr)
        return None


def export_sitting(store: Store, sitting: int, path: Path, page_size: str = "A4") -> int:
    """Write sitting ``sitting`` to ``path`` in the format its extension names (a session
    file, CSV or PDF: :mod:`commands.export_formats`); an unknown extension is refused."""
    from commands.export_formats import ExportFormat, format_of, unknown_format_text, write_export

    kind = format_of(path)
    if kind is None:
        print(unknown_format_text(path), file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        if kind is ExportFormat.JSON:
            session = store.export_session(SittingId(sitting))
        else:
            loaded = store.load(SittingId(sitting))
    except LookupError:
        return no_sitting(sitting, store.location)
    except RuleViolation as violation:
        return refused(unreadable(sitting, violation).text())
    try:
        if kind is ExportFormat.JSON:
            write_text_atomically(path, write_session(session))
        else:
            write_export(loaded, path, kind, page_size)
    except OSError as problem:
        reason = problem.strerror or str(problem)
        print(f"{printable(str(path), None)}: cannot write the file: {reason}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return 0


def settle(
    store: Store, sittings: Sequence[int], price: Decimal | None, currency: str | None
) -> int:
    """``zapis settle``: print the payments object of settlement.md for the sittings
    settled together, or one line on stderr and exit 2."""
    try:
        money = store.settle_evening(
            [SittingId(s) for s in sittings], price=price, currency=currency
        )
    except MissingPrice as missing:
        return refused(f"sitting {missing.sitting} has no price; give one with --price")
    except UnknownSitting as unknown:
        return refused(f"{unknown} in {store.location}")
    except RuleViolation as violation:
        return refused(violation.text())
    failed = emit(json.dumps(money.to_json(), ensure_ascii=False, indent=2) + "\n")
    return 0 if failed is None else output_failed(failed)


def list_sessions(store: Store) -> int:
    """Print one line per sitting, newest first: id, game, players, date, deals, leader."""
    page = 500
    offset = 0
    while True:
        before = len(store.set_aside)
        rows = store.find_sittings(offset=offset, limit=page)
        failed = emit("".join(summary_line(row) + "\n" for row in rows))
        if failed is not None:
            return output_failed(failed)
        if len(rows) + len(store.set_aside) - before < page:
            break
        offset += page
    if not store.set_aside:
        return 0
    # Every other sitting was listed; the unreadable ones are named in one line.
    _, reason = min(store.set_aside.items())
    others = len(store.set_aside) - 1
    more = f"; {others} more sittings cannot be read either" if others else ""
    return refused(f"{reason} (left out of the list{more})")


def summary_line(row: SittingSummary) -> str:
    """One sitting as ``zapis sessions`` prints it (tab-separated)."""
    date = row.created.astimezone().strftime("%Y-%m-%d")
    deals = f"{row.deal_count} deal" + ("" if row.deal_count == 1 else "s")
    if row.leader is None:
        standing = "finished, no winner" if row.finished else "no leader"
    else:
        standing = f"winner {row.leader}" if row.finished else f"leader {row.leader}"
    # Names are printed escaped: one written before names were checked may hold a tab
    # or a newline, and the listing is one sitting a line.
    players = ", ".join(printable(name) for name in row.players)
    leader = standing if row.leader is None else printable(standing)
    return "\t".join((str(row.id), row.game, players, date, deals, leader))
