"""What the benchmarks assert of a time, in both of pytest-benchmark's modes: timed, and
``--benchmark-disable`` (each benchmarked function then runs once, untimed, so that the
suite checks the benchmarks still work)."""

from __future__ import annotations

from typing import Any


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
