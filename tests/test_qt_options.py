"""Qt's own command-line options pass through to Qt (issue 25, item 16): taken out of the
command line before Zapis's parser reads it, in either spelling Qt takes."""

from __future__ import annotations

import pytest

from commands.main import build_parser
from commands.qt_options import chooses_platform, split_qt_options


@pytest.mark.parametrize(
    ("argv", "words", "qt"),
    [
        (["-style", "fusion", "open", "3"], ["open", "3"], ["-style", "fusion"]),
        (["--database", "z.db", "-reverse"], ["--database", "z.db"], ["-reverse"]),
        (
            ["-style=windows", "-platform", "offscreen"],
            [],
            ["-style=windows", "-platform", "offscreen"],
        ),
        (["--platform", "xcb", "board", "2"], ["board", "2"], ["--platform", "xcb"]),
        (["score", "--", "-reverse"], ["score", "--", "-reverse"], []),
        (["-qwindowtitle", "Стол 2", "--version"], ["--version"], ["-qwindowtitle", "Стол 2"]),
        (["-reversed"], ["-reversed"], []),  # not Qt's: left for Zapis's parser to refuse
    ],
)
def test_split(argv: list[str], words: list[str], qt: list[str]) -> None:
    assert split_qt_options(argv) == (words, qt)


def test_zapis_options_still_parse_once_qt_took_its_own() -> None:
    words, qt = split_qt_options(["-style", "fusion", "--database", "z.db", "open", "7"])
    args = build_parser().parse_args(words)
    assert (args.database, args.command, args.sitting) == ("z.db", "open", 7)
    assert chooses_platform(["-platform=offscreen"]) and not chooses_platform(qt)
