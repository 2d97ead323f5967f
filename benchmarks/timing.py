"""What the benchmarks assert of a time, in both of pytest-benchmark's modes: timed, and
``--benchmark-disable`` (each benchmarked function then runs once, untimed, so that the
suite checks the benchmarks still work)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any


def median_time(function: Callable[[], object], rounds: int) -> float:
    """The median of ``rounds`` timed calls of ``function`` (a floor measured by hand,
    beside a benchmark of the same run), in seconds."""
    times = []
    for _ in range(rounds):
        began = time.perf_counter()
        function()
        times.append(time.perf_counter() - began)
    return sorted(times)[rounds // 2]


def seconds(benchmark: Any, statistic: str = "mean") -> float | None:
    """The benchmark's ``statistic`` (``mean``, ``median``…) in seconds; ``None`` when
    benchmarks are disabled and nothing was timed."""
    if benchmark.disabled or benchmark.stats is None:
        return None
    return float(getattr(benchmark.stats.stats, statistic))


def assert_within(benchmark: Any, limit: float, statistic: str = "mean") -> None:
    """The benchmark's ``statistic`` is under ``limit`` seconds (when it was timed)."""
    measured = seconds(benchmark, statistic)
    assert measured is None or measured < limit, f"{statistic} {measured:.4f} s ≥ {limit} s"


KEPT: dict[str, dict[str, float]] = {}
"""The medians kept this run (seconds), by group and then by test (see :func:`keep`)."""


def keep(benchmark: Any, name: str | None = None) -> None:
    """Keep the benchmark's median under its group, for the report of medians beside
    their floor at the end of the run (nothing when benchmarks are disabled)."""
    median = seconds(benchmark, "median")
    if median is not None:
        group = str(benchmark.group or "")
        KEPT.setdefault(group, {})[name or str(benchmark.name)] = median


def floor_report(floor_word: str = "floor") -> list[str]:
    """A line per timed benchmark of each group that timed a floor this run (a test whose
    name holds ``floor_word``): its median in ms and how many floors it is."""
    lines: list[str] = []
    for group, medians in KEPT.items():
        floors = [median for name, median in medians.items() if floor_word in name]
        if not floors:
            continue
        floor = min(floors)
        lines.append(f"{group} (floor {floor * 1000:.2f} ms):")
        for name, median in sorted(medians.items(), key=lambda item: item[1]):
            lines.append(f"  {name:60s} {median * 1000:8.2f} ms  ×{median / floor:.1f}")
    return lines
