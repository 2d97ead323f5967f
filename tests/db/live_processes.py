"""Real processes for the live-table tests (issue 26): a ``zapis follow`` whose lines are
read as they come, writers adding deals for a while, and a PostgreSQL cluster of the
test's own (initdb under /tmp, another port) that can be stopped and started again."""

from __future__ import annotations

import json
import os
import pwd
import queue
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from tests.conftest import REPO

WAIT = 10.0
"""Seconds a test waits for a follower's line before it fails (loaded machines)."""


class Follower:
    """``zapis follow …`` in its own process; its stdout lines parsed as they arrive, with
    the moment each arrived (``time.perf_counter``, comparable within this machine)."""

    def __init__(self, url: str, *arguments: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "commands.main", "--database", url, "follow", *arguments],
            cwd=REPO,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
        )
        self.lines: queue.Queue[tuple[float, dict[str, Any]]] = queue.Queue()
        self.said: list[str] = []
        self._said_changed = threading.Condition()
        threading.Thread(target=self._read_out, daemon=True).start()
        threading.Thread(target=self._read_err, daemon=True).start()

    def _read_out(self) -> None:
        assert self.process.stdout is not None
        for text in self.process.stdout:
            self.lines.put((time.perf_counter(), json.loads(text)))

    def _read_err(self) -> None:
        assert self.process.stderr is not None
        for text in self.process.stderr:
            with self._said_changed:
                self.said.append(text.rstrip("\n"))
                self._said_changed.notify_all()

    def line(self, timeout: float = WAIT) -> dict[str, Any]:
        """The next line (fails after ``timeout`` seconds, showing what was said)."""
        return self.timed_line(timeout)[1]

    def timed_line(self, timeout: float = WAIT) -> tuple[float, dict[str, Any]]:
        """The next line and when it arrived."""
        try:
            return self.lines.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(
                f"no line from zapis follow in {timeout} s; it said {self.said}, "
                f"exit status {self.process.poll()}"
            ) from None

    def wait_said(self, part: str, timeout: float = WAIT, nth: int = 1) -> str:
        """Wait until ``nth`` stderr lines hold ``part``; the last of them."""
        end = time.monotonic() + timeout
        with self._said_changed:
            while True:
                found = [text for text in self.said if part in text]
                if len(found) >= nth:
                    return found[nth - 1]
                left = end - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"zapis follow never said {part!r}: {self.said}")
                self._said_changed.wait(left)

    def drain(self) -> list[dict[str, Any]]:
        """Every line that came and was not read yet."""
        out = []
        while True:
            try:
                out.append(self.lines.get_nowait()[1])
            except queue.Empty:
                return out

    def kill(self) -> None:
        """SIGKILL: no goodbye."""
        self.process.kill()
        self.process.wait(timeout=10)

    def stop(self) -> int:
        """SIGTERM, as a user's kill; the exit status."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=10)


WRITER = """
import sys, time
from db import Store, StorageError
url, sitting, seconds, seat = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
names = ("Anna", "Boris", "Vera")
zero = {name: 0 for name in names}
store = Store.open(url)
added = 0
end = time.monotonic() + seconds
while time.monotonic() < end:
    melded = dict(zero)
    # A point now and then: totals move, and the game (to 500) never ends in the run.
    melded[names[seat % 3]] = 1 if added % 25 == 0 else 0
    try:
        store.add_deal(sitting, {"melded": melded, "in_hand": dict(zero)})
        added += 1
    except StorageError as problem:
        print(problem, file=sys.stderr)
        time.sleep(0.01)
store.close()
print(added)
"""
"""A writer process: adds rummy deals to one sitting for a while; prints how many."""


def start_writer(url: str, sitting: int, seconds: float, seat: int) -> subprocess.Popen[str]:
    """A writer process (see :data:`WRITER`)."""
    return subprocess.Popen(
        [sys.executable, "-c", WRITER, url, str(sitting), str(seconds), str(seat)],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class OwnCluster:
    """A PostgreSQL cluster of the test's own: initdb in a folder under /tmp, a free port,
    trust authentication for the user ``zapis``; never the shared server on 5432."""

    def __init__(self, bin_dir: Path) -> None:
        self.bin = bin_dir
        self.folder = Path(tempfile.mkdtemp(prefix="zapis-live-pg-", dir="/tmp"))
        self.data = self.folder / "data"
        self.port = _free_port()
        # initdb refuses root: the cluster belongs to the postgres user then.
        self.user: str | None = "postgres" if os.geteuid() == 0 else None
        if self.user is not None:
            entry = pwd.getpwnam(self.user)
            os.chown(self.folder, entry.pw_uid, entry.pw_gid)
        self._run("initdb", "-D", str(self.data), "-U", "zapis", "--auth=trust", "-E", "UTF8")

    @property
    def url(self) -> str:
        """The URL of its ``postgres`` database."""
        return f"postgresql+psycopg://zapis@127.0.0.1:{self.port}/postgres"

    def _run(self, program: str, *arguments: str) -> None:
        command = [str(self.bin / program), *arguments]
        if self.user is not None:
            command = ["runuser", "-u", self.user, "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=60, cwd="/tmp")

    def start(self) -> None:
        """Start the server and wait until it takes connections."""
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1"
        log = str(self.folder / "log")
        self._run("pg_ctl", "-D", str(self.data), "-o", options, "-l", log, "-w", "start")

    def stop(self) -> None:
        """Stop it at once (clients are disconnected: what a restarted server does)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")

    def remove(self) -> None:
        """Stop it if it runs, and remove its folder."""
        with suppress(subprocess.CalledProcessError):
            self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)


def postgres_bin() -> Path | None:
    """The folder of initdb and pg_ctl (Debian keeps them out of PATH), if installed."""
    for found in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True):
        if (found / "initdb").exists():
            return found
    on_path = shutil.which("initdb")
    return Path(on_path).parent if on_path else None


@contextmanager
def own_cluster() -> Iterator[OwnCluster]:
    """A started cluster of the test's own, removed afterwards."""
    bin_dir = postgres_bin()
    if bin_dir is None:
        raise LookupError("initdb is not installed")
    cluster = OwnCluster(bin_dir)
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.remove()


HOLDER = """
import sys
from db import Store
store = Store.open(sys.argv[1])
presence = store.presence()
print(presence.enter(int(sys.argv[2])), flush=True)
sys.stdin.readline()  # held until told (or killed)
presence.close()
store.close()
print("closed", flush=True)
"""


class Holder:
    """Another process that opens a sitting (marks it) and holds it."""

    def __init__(self, url: str, sitting: int) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", HOLDER, url, str(sitting)],
            cwd=REPO,
            env={**os.environ, "PYTHONPATH": str(REPO)},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        self.others_seen = int(self.process.stdout.readline())

    def close(self) -> None:
        """Close its window: it drops its mark itself."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write("\n")
        self.process.stdin.flush()
        assert self.process.stdout.readline().strip() == "closed"
        self.process.wait(timeout=30)

    def kill(self) -> None:
        """SIGKILL: no goodbye, its mark left as it was."""
        self.process.kill()
        self.process.wait(timeout=30)
