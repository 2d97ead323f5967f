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
    from rules.from_cards import answer

    try:
        text = path.read_text(encoding="utf-8")
    except OSError as problem:
        print(f"{path}: cannot read the file: {problem.strerror}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except UnicodeDecodeError:
        print(f"{path}: line 1: the file is not UTF-8 text", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        request = json.loads(text)
    except json.JSONDecodeError as bad:
        print(f"line {bad.lineno}: not valid JSON: {bad.msg} (column {bad.colno})", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        result = answer(request)
    except RuleViolation as violation:
        print(violation.text(), file=sys.stderr)
        return EXIT_BAD_INPUT
    sys.stdout.write(json.dumps(result, ensure_ascii=False, indent=2) + "\n")
    return 0
