"""The README's first ten minutes (issue 12) agree with what CI really does: CI runs the
README's test command as written, and the README's one apt line holds every library CI
installs for Qt (all that Qt's xcb plugin links), so a desktop that follows it can start
the window."""

from __future__ import annotations

import re

from tests.conftest import REPO

README = (REPO / "README.md").read_text(encoding="utf-8")
CI_RUN = (REPO / ".ci" / "run").read_text(encoding="utf-8")

ONLY_FOR_CI = {"xvfb", "xauth", "x11-utils", "postgresql", "poppler-utils"} | {
    "desktop-file-utils",
    "appstream",
    "shared-mime-info",
    "xdotool",
    "x11-xkb-utils",
    "binutils",
}
"""What CI installs for the real-window test, the club-mode tests, reading printed PDFs
back (pdftotext), and validating and building the desktop files and the bundle, not for
the app."""


def _commands() -> list[str]:
    """The README's indented command lines."""
    return [line.strip() for line in README.splitlines() if line.startswith("    ")]


def test_ci_runs_the_readme_test_command_as_written() -> None:
    (test_command,) = [line for line in _commands() if "'.[test]'" in line]
    assert test_command.startswith("python3 -m venv .venv && . .venv/bin/activate && ")
    assert test_command in CI_RUN.splitlines()


def test_the_app_command_goes_through_a_virtual_environment() -> None:
    """PEP 668: a system Python refuses ``pip install`` outside one."""
    assert "python3 -m venv .venv && . .venv/bin/activate && python3 -m pip install . && zapis" in (
        _commands()
    )


def test_the_one_apt_line_has_venv_and_every_library_ci_installs_for_qt() -> None:
    (apt_line,) = [line for line in _commands() if "apt-get install" in line]
    readme_packages = set(apt_line.split("apt-get install", 1)[1].split())
    needed = re.search(r"needed=\((.*?)\)", CI_RUN, re.DOTALL)
    assert needed is not None
    ci_packages = set(needed.group(1).split())
    assert "python3-venv" in readme_packages
    assert ci_packages - ONLY_FOR_CI <= readme_packages


def test_every_command_is_in_the_readmes_command_list() -> None:
    """Issue 30: `zapis hand` was missing; each subcommand the parser knows has its line
    ``zapis NAME`` in the list (a command added later must be added there too)."""
    import argparse

    from commands.main import build_parser

    (commands,) = [
        action
        for action in build_parser()._actions
        if isinstance(action, argparse._SubParsersAction)
    ]
    listed = {line.split()[1] for line in _commands() if line.startswith("zapis ")}
    assert set(commands.choices) <= listed, set(commands.choices) - listed
    assert '"dummy": [13 cards]' in README  # the hand request's dummy: its cards
