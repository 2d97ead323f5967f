"""The live subcommands of ``zapis``: ``follow`` (one JSON line per change of a sitting, as
it happens) and ``add`` (deals appended to a sitting from a file or stdin).

``follow`` hears the database through the change feed (:mod:`db.change_feed`) and reads
each moved sitting again through the store (:mod:`db.follow`). A lost server connection
is one line on stderr, and another when it is heard again; the lines of changes go on.
"""

from __future__ import annotations

import argparse
import json
import queue
import signal
import sys
from pathlib import Path
from types import FrameType
from typing import Any

from commands.opening import open_store
from commands.output import EXIT_BAD_INPUT, emit, no_sitting, output_failed, refused
from db import SittingId, StorageError, Store
from db.change_feed import FeedState
from db.follow import FollowedChange, SittingFollower
from rules.errors import RuleViolation, printable
from rules.ledger import JSON
from rules.limits import FILE_LIMIT_BYTES
from rules.session import parse_json
from rules.session_file import FILE_PLACE, decode_text, read_file_bytes


def run(args: argparse.Namespace) -> int:
    """``zapis follow`` or ``zapis add`` (``args.command``)."""
    return run_follow(args) if args.command == "follow" else run_add(args)


def _shared_store(database: str | None, command: str) -> Store | None:
    """The store at ``database`` for ``command``, or ``None`` after one line on stderr: a
    database that cannot be opened, or one in memory (it lives and dies with this process:
    no other program writes to it, nor reads what ``add`` would write)."""
    store = open_store(database)
    if store is not None and store.in_memory:
        print(
            f"zapis {command}: {store.location or database} is an in-memory database, "
            "seen by this process alone: give a database file or a server with --database",
            file=sys.stderr,
        )
        store.close()
        return None
    return store


def change_line(change: FollowedChange) -> str:
    """The JSON line ``zapis follow`` prints for ``change`` (with its newline)."""
    loaded = change.loaded
    document: dict[str, JSON] = {
        "sitting": change.sitting,
        "revision": loaded.revision if loaded is not None else None,
        "deals": len(loaded.session.deals) if loaded is not None else 0,
        "change": change.kind.value,
    }
    if change.number is not None:
        document["deal"] = change.number
    document["totals"] = (
        {name: loaded.scored.totals[name] for name in loaded.scored.players}
        if loaded is not None
        else {}
    )
    return json.dumps(document, ensure_ascii=False) + "\n"


class _Stopped(Exception):
    """SIGTERM: ``follow`` ends as on Ctrl+C."""


def _stop(_signal: int, _frame: FrameType | None) -> None:
    raise _Stopped


def run_follow(args: argparse.Namespace) -> int:
    """``zapis follow ID`` / ``zapis follow --all``: print until stopped (Ctrl+C or
    SIGTERM end it with status 0)."""
    if args.sitting is None and not args.all:
        print("zapis follow: name a sitting ID, or --all", file=sys.stderr)
        return EXIT_BAD_INPUT
    store = _shared_store(args.database, "follow")
    if store is None:
        return EXIT_BAD_INPUT
    lines: queue.Queue[str] = queue.Queue()
    where = store.location

    def said(state: FeedState, reason: str) -> None:
        # Said on stderr: stdout holds the changes alone, one JSON document a line.
        if state is FeedState.LOST:
            text = f"zapis follow: lost the database {where} ({printable(reason)}); trying again"
        else:
            text = f"zapis follow: hearing the database {where}"
        print(text, file=sys.stderr, flush=True)

    sittings = None if args.all else (args.sitting,)
    follower = SittingFollower(
        store, lambda change: lines.put(change_line(change)), sittings=sittings, on_state=said
    )
    previous = signal.signal(signal.SIGTERM, _stop)
    try:
        store.vouch()
        if args.sitting is not None and not args.all:
            try:
                store.load(SittingId(args.sitting))
            except LookupError:
                return no_sitting(args.sitting, where)
        try:
            first = follower.start()
        except (OSError, StorageError) as problem:
            print(f"zapis follow: cannot hear {where}: {problem}", file=sys.stderr)
            return EXIT_BAD_INPUT
        for change in first:
            lines.put(change_line(change))
        while True:
            failed = emit(lines.get())
            if failed is not None:
                return output_failed(failed)
    except (KeyboardInterrupt, _Stopped):
        return 0
    except StorageError as problem:
        return refused(problem)
    finally:
        signal.signal(signal.SIGTERM, previous)
        follower.stop()
        store.close()


def _records(source: str) -> list[Any]:
    """The deal records in ``source`` (a path, or ``-`` for stdin): one record or a list.
    A :class:`RuleViolation` for what cannot be read or is not JSON. (An item that is no
    JSON object is refused by the store, naming its deal, as the form's would be.)"""
    if source == "-":
        # At most one byte past the limit a file is held to, whatever is piped in.
        text = sys.stdin.buffer.read(FILE_LIMIT_BYTES + 1)
        if len(text) > FILE_LIMIT_BYTES:
            raise RuleViolation("more than {limit} bytes", where=FILE_PLACE, limit=FILE_LIMIT_BYTES)
    else:
        text = read_file_bytes(Path(source))
    data = parse_json(decode_text(text))
    if isinstance(data, list):
        if not data:
            raise RuleViolation("the file holds no deal record", where=FILE_PLACE)
        return data
    return [data]


def run_add(args: argparse.Namespace) -> int:
    """``zapis add ID FILE``: append the records, all or none; print the new deal numbers,
    one a line."""
    shown = "stdin" if args.file == "-" else printable(args.file, None)
    try:
        records = _records(args.file)
    except RuleViolation as violation:
        detail = violation.detail() if violation.location == FILE_PLACE else violation.text()
        print(f"zapis add: {shown}: {detail}", file=sys.stderr)
        return EXIT_BAD_INPUT
    store = _shared_store(args.database, "add")
    if store is None:
        return EXIT_BAD_INPUT
    try:
        store.vouch()
        changes = store.add_deals(SittingId(args.sitting), records)
    except LookupError:
        return no_sitting(args.sitting, store.location)
    except RuleViolation as violation:
        print(f"zapis add: {shown}: {violation.text()}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except StorageError as problem:
        return refused(problem)
    finally:
        store.close()
    failed = emit("".join(f"{change.number}\n" for change in changes))
    return output_failed(failed) if failed is not None else 0
