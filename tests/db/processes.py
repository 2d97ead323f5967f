"""Running Zapis in other processes for the storage tests: the ``zapis`` command or some
Python, with the current user's powers or (for root) without root's privileges, and the
small helper programs beside this file."""

from __future__ import annotations

import ctypes
import errno
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from tests.conftest import REPO

HERE = Path(__file__).parent
_LIBC = ctypes.CDLL(None, use_errno=True)
_PR_CAPBSET_DROP = 24
"""prctl(2): remove a capability from the bounding set (linux/prctl.h)."""


def _without_capabilities() -> None:
    # Root keeps uid 0, and so his own files and a Python under /root, but after exec
    # has no capabilities: file permissions bind him as they bind any player.
    for capability in range(64):
        if _LIBC.prctl(_PR_CAPBSET_DROP, capability, 0, 0, 0) != 0:
            if ctypes.get_errno() == errno.EINVAL:  # past the last capability
                break
            raise OSError(ctypes.get_errno(), "cannot drop the capabilities")


def drop_to_ordinary_user() -> Callable[[], None] | None:
    """A ``preexec_fn`` taking root's privileges from the child when the tests run as
    root (CI does), so that file permissions apply to it as they do to a real player."""
    return _without_capabilities if os.geteuid() == 0 else None


def run_zapis(
    *args: str, env: dict[str, str] | None = None, ordinary_user: bool = False
) -> subprocess.CompletedProcess[str]:
    """Run the ``zapis`` command in a new process and wait for it."""
    return subprocess.run(
        [sys.executable, "-m", "commands.main", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        preexec_fn=drop_to_ordinary_user() if ordinary_user else None,
    )


def run_python(
    code: str, *args: str, ordinary_user: bool = False
) -> subprocess.CompletedProcess[str]:
    """Run Python ``code`` (with ``sys.argv[1:] == args``) in a new process."""
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        preexec_fn=drop_to_ordinary_user() if ordinary_user else None,
    )


def one_line(result: subprocess.CompletedProcess[str]) -> str:
    """The single line a refused command printed on stderr (asserted single, no
    traceback, exit status 2, nothing on stdout)."""
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert "Traceback" not in result.stderr, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert result.stdout == ""
    return lines[0]


class Forker:
    """The zygote in ``forker.py``: forks programs to kill without Python's start-up."""

    def __init__(self) -> None:
        """Start the zygote (it imports Zapis once)."""
        self.process = subprocess.Popen(
            [sys.executable, str(HERE / "forker.py")],
            cwd=REPO,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": str(REPO)},
        )
        self.output: list[str] = []
        """What the children printed since the last :meth:`start`."""

    def _line(self) -> str:
        assert self.process.stdout is not None
        line = ""
        while not line:
            raw = self.process.stdout.readline()
            assert raw, "the forker ended"
            line = raw.strip()
        return line

    def start(self, count: int, *command: str) -> list[int]:
        """Fork ``count`` children running ``command``; their pids."""
        assert self.process.stdin is not None
        self.output = []
        self.process.stdin.write(json.dumps([count, *command]) + "\n")
        self.process.stdin.flush()
        while not (line := self._line()).startswith("pids "):
            self.output.append(line)
        return [int(pid) for pid in line.split()[1:]]

    def next_output(self) -> str:
        """The next line a child prints."""
        line = self._line()
        assert not line.startswith(("pids ", "done ")), line
        self.output.append(line)
        return line

    def finish(self) -> list[int]:
        """Wait until the children have ended: their exit statuses (negative: the signal
        that killed them). Their output is in :attr:`output`."""
        assert self.process.stdin is not None
        self.process.stdin.write("reap\n")
        self.process.stdin.flush()
        while not (line := self._line()).startswith("done "):
            self.output.append(line)
        return [int(status) for status in line.split()[1:]]

    def close(self) -> None:
        """End the zygote."""
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=30)
