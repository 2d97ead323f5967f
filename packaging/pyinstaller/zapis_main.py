"""The bundle's entry point: the ``zapis`` command, as the installed console script runs
it (``commands.main:main``). The Windows window-only twin (``zapisw``) runs the same with
no console, where Python has no stdout at all: a stray print must not end the app."""

import os
import sys

if sys.stdout is None or sys.stderr is None:
    sink = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 (lives as long as the app)
    sys.stdout = sys.stdout or sink
    sys.stderr = sys.stderr or sink

from commands.main import main

sys.exit(main())
