"""``zapis install-desktop`` and ``uninstall-desktop``: Zapis in the desktop's menu
(:mod:`desktop.freedesktop` writes the files; no Qt is loaded)."""

from __future__ import annotations

import argparse


def run(args: argparse.Namespace) -> int:
    """Add Zapis to the desktop's menu, or take it away again."""
    from desktop import freedesktop

    return freedesktop.run(args.command)
