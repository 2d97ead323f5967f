"""``zapis score FILE.json``: the sheet as JSON on stdout, or one line on stderr, exit 2."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from commands.output import EXIT_BAD_INPUT, emit, output_failed
from commands.score_output import sheet_pieces
from rules.errors import RuleViolation
from rules.session import score
from rules.session_file import read_session_file, refusal_line
from rules.settlement import settle_sitting


def run(args: argparse.Namespace) -> int:
    """``zapis score``: :func:`run_score` on ``args.file``."""
    return run_score(args.file)


def run_score(path: Path) -> int:
    """``zapis score FILE``: JSON on stdout, or one line on stderr and exit 2."""
    try:
        session = read_session_file(path)
        scored = score(session)
        # As rules.settlement.scored_json adds them; the deals are written one by one.
        money = settle_sitting(session, scored)
        extra = {"payments": money.to_json()} if money is not None else {}
    except RuleViolation as violation:
        print(refusal_line(violation, path, name_file=False), file=sys.stderr)
        return EXIT_BAD_INPUT
    # The records are not needed while the sheet is written (``score`` kept nothing).
    del session
    for piece in sheet_pieces(scored, extra):
        failed = emit(piece)
        if failed is not None:
            return output_failed(failed)
    return 0
