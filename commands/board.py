"""``zapis board ID`` and ``zapis board --evening DATE``: the room's scoreboard and the
club board (issue 26). They are windows: the desktop is imported only when one runs."""

from __future__ import annotations

import argparse


def run(args: argparse.Namespace) -> int:
    """Open the board ``args`` names (see :func:`desktop.board.board_cli.run_board`)."""
    from desktop.board.board_cli import run_board

    return run_board(args.database, args.sitting, args.evening, getattr(args, "qt_options", []))
