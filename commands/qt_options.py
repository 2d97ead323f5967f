"""Qt's own command-line options (``-style fusion``, ``-platform offscreen``,
``-reverse``…), taken out of the command line before Zapis's parser reads it and handed
to the ``QApplication`` of the window or a board (issue 25, item 16).

The options are those Qt's ``QApplication`` and ``QGuiApplication`` documentation lists;
each may be written ``-style fusion`` or ``-style=fusion``, with one dash or two (Qt takes
both). Zapis's own options (``--database``, ``--version``, ``--help``) are none of them.
"""

from __future__ import annotations

from collections.abc import Sequence

WITH_VALUE = frozenset(
    {
        "style",
        "stylesheet",
        "platform",
        "platformpluginpath",
        "platformtheme",
        "plugin",
        "qmljsdebugger",
        "qwindowgeometry",
        "qwindowicon",
        "qwindowtitle",
        "session",
        "display",
        "geometry",
        "dialogs",
        "fontengine",
    }
)
"""Qt's options that take a value (the next word, or after ``=``)."""
FLAGS = frozenset({"reverse", "widgetcount", "nograb", "dograb", "sync"})
"""Qt's options that stand alone."""


def _name(word: str) -> str:
    """``--style=fusion`` → ``style``; a word that is no option → ``""``."""
    if not word.startswith("-") or word in ("-", "--"):
        return ""
    return word.lstrip("-").split("=", 1)[0]


def split_qt_options(argv: Sequence[str]) -> tuple[list[str], list[str]]:
    """``argv`` (without the program) as Zapis's words and Qt's options, each in its
    order: ``["-style", "fusion", "open", "3"]`` → ``(["open", "3"], ["-style", "fusion"])``.
    Everything after a ``--`` is Zapis's."""
    words: list[str] = []
    qt: list[str] = []
    position = 0
    while position < len(argv):
        word = argv[position]
        if word == "--":
            words += argv[position:]
            break
        name = _name(word)
        if name in FLAGS and "=" not in word:
            qt.append(word)
        elif name in WITH_VALUE:
            qt.append(word)
            if "=" not in word and position + 1 < len(argv):
                position += 1
                qt.append(argv[position])
        else:
            words.append(word)
        position += 1
    return words, qt


def chooses_platform(qt_options: Sequence[str]) -> bool:
    """Whether the options name Qt's platform plugin (``-platform offscreen``): then the
    window needs no ``DISPLAY``."""
    return any(_name(word) == "platform" for word in qt_options)
