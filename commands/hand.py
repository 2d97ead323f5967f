"""``zapis hand FILE.json``: what the cards say, as JSON (issue 18).

The request and the answer are :mod:`rules.from_cards`'s; this module only reads the file
and prints, the way ``zapis score`` does: JSON on stdout and exit 0, or one line on stderr
naming the player (or field) and the card, and exit 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from commands.output import EXIT_BAD_INPUT, emit, output_failed
from rules.errors import RuleViolation
from rules.from_cards import answer
from rules.limits import check_document
from rules.session import parse_json
from rules.session_file import decode_text, read_file_bytes, refusal_line


def run(args: argparse.Namespace) -> int:
    """``zapis hand``: :func:`run_hand` on ``args.file``."""
    return run_hand(args.file)


def run_hand(path: Path) -> int:
    """Answer the request in ``path``; print the answer or one line of refusal."""
    try:
        # The session file's reader and limits (issue 13): no pipe or device is read, no
        # number of thousands of digits or nesting a thousand deep reaches the answer.
        request = check_document(parse_json(decode_text(read_file_bytes(path))))
        result = answer(request)
    except RuleViolation as violation:
        print(refusal_line(violation, path, name_file=False), file=sys.stderr)
        return EXIT_BAD_INPUT
    failed = emit(json.dumps(result, ensure_ascii=False, indent=2) + "\n")
    return 0 if failed is None else output_failed(failed)
