"""``zapis hand FILE.json``: what the cards say, as JSON (issue 18).

The request and the answer are :mod:`rules.from_cards`'s; this module only reads the file
and prints, the way ``zapis score`` does: JSON on stdout and exit 0, or one line on stderr
naming the player (or field) and the card, and exit 2.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from rules.errors import RuleViolation

EXIT_BAD_INPUT = 2
"""The exit status for input that is refused, as ``zapis score`` uses it."""


def run_hand(path: Path) -> int:
    """Answer the request in ``path``; print the answer or one line of refusal."""
    from desktop.cli import emit, output_failed
    from rules.from_cards import answer
    from rules.limits import check_document
    from rules.session import parse_json
    from rules.session_file import decode_text, read_file_bytes, refusal_line

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
