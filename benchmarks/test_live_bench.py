"""The live table's latency (issue 26), beside a floor measured in the same run: from the
writer's commit to ``zapis follow``'s line in another process, on SQLite and on
PostgreSQL; the floor is the same pipe carrying a line the child echoes at once (what
any follower process costs before it hears anything). And the idle poll's CPU cost.

Run: ``pytest benchmarks/test_live_bench.py -s`` (prints the numbers; fails above the
issue's targets: 0.5 s SQLite, 0.1 s PostgreSQL, 0.5 % of one core idle)."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

import pytest

from db import Store
from tests.db.live_processes import Follower

ROUNDS = 15
ECHO = "import sys\nfor line in sys.stdin:\n    print(line, end='', flush=True)\n"


def _deal(points: int) -> dict[str, object]:
    return {
        "melded": {"Anna": points % 7, "Boris": 0, "Vera": 0},
        "in_hand": {"Anna": 0, "Boris": 0, "Vera": 0},
    }


def _floor() -> float:
    """The median time of a line through a child's stdin and back (the pipes' floor)."""
    child = subprocess.Popen(
        [sys.executable, "-c", ECHO], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert child.stdin is not None and child.stdout is not None
    times = []
    for number in range(ROUNDS):
        started = time.perf_counter()
        child.stdin.write(f"{number}\n")
        child.stdin.flush()
        child.stdout.readline()
        times.append(time.perf_counter() - started)
    child.stdin.close()
    child.wait()
    return statistics.median(times)


def _latencies(url: str) -> list[float]:
    with Store.open(url) as writer:
        sitting = writer.create_sitting("rummy", ["Anna", "Boris", "Vera"]).id
        follower = Follower(url, str(sitting))
        try:
            follower.line()
            times = []
            for number in range(ROUNDS):
                writer.add_deal(sitting, _deal(number))
                committed = time.perf_counter()
                arrived, _line = follower.timed_line()
                times.append(arrived - committed)
                time.sleep(0.05)  # a phase apart from the poll, as real commits are
            return times
        finally:
            follower.stop()


def _idle_cpu(url: str, seconds: float = 5.0) -> float:
    """The share of one core a follower spends idle (user + system time over wall)."""
    with Store.open(url) as writer:
        sitting = writer.create_sitting("rummy", ["Anna", "Boris", "Vera"]).id
    follower = Follower(url, str(sitting))
    try:
        follower.line()
        pid = follower.process.pid

        def ticks() -> int:
            with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            return int(fields[11]) + int(fields[12])  # utime + stime

        before = ticks()
        time.sleep(seconds)
        used = (ticks() - before) / os.sysconf("SC_CLK_TCK")
        return used / seconds
    finally:
        follower.stop()


def _report(name: str, times: list[float], floor: float) -> float:
    median = statistics.median(times)
    print(
        f"\n{name}: commit → follower line median {median * 1000:.1f} ms, "
        f"max {max(times) * 1000:.1f} ms (floor {floor * 1000:.2f} ms)"
    )
    return median


@pytest.mark.slow
def test_sqlite_latency(sqlite_url: str) -> None:
    """SQLite: about half the poll on average, within 0.5 s."""
    floor = _floor()
    median = _report("SQLite", _latencies(sqlite_url), floor)
    cpu = _idle_cpu(sqlite_url)
    print(f"SQLite idle follower: {cpu * 100:.2f} % of one core")
    assert median < 0.5
    assert cpu < 0.005


@pytest.mark.slow
def test_postgres_latency(postgres_url: str) -> None:
    """PostgreSQL: a notification, within 0.1 s."""
    floor = _floor()
    median = _report("PostgreSQL", _latencies(postgres_url), floor)
    cpu = _idle_cpu(postgres_url)
    print(f"PostgreSQL idle follower: {cpu * 100:.2f} % of one core")
    assert median < 0.1
    assert cpu < 0.005
