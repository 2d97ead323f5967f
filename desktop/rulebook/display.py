"""The rulebook as the window shows it: ``{#id}`` marks dropped from the headings and each
worked example's JSON replaced by a small table of the numbers it scores.

Pure Python, no Qt, like :mod:`desktop.rulebook.text`, whose sections and fences it reads.
"""

from __future__ import annotations

import json
from typing import Any

from desktop.rulebook.hand_examples import HAND_FENCE, hand_example_lines
from desktop.rulebook.text import EXAMPLE_FENCE, FENCE, HEADING, check_language
from desktop.widgets.number_text import MINUS, decimal_string_text

_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "deal": "Deal {n}",
        "total": "Total",
        "on_table": "On the table",
        "settlement": "Settlement",
        "winner": "Winner",
        "finished": "Finished",
        "yes": "yes",
        "no": "no",
        "column": "Column {n}",
        "in_column": "column {n}",
        "caption": "Zapis scores this example as:",
        "above": "above",
        "below": "below",
        "money": "",
        "points": "",
        "bonus": "bonus",
        "pool": "pool",
        "gora": "mountain",
        "whists": "whists",
        "nets": "Money",
        "payments": "Payments",
        "no_payments": "nobody pays",
    },
    "ru": {
        "deal": "Сдача {n}",
        "total": "Итого",
        "on_table": "На столе",
        "settlement": "Расчёт",
        "winner": "Победитель",
        "finished": "Окончено",
        "yes": "да",
        "no": "нет",
        "column": "Столбец {n}",
        "in_column": "столбец {n}",
        "caption": "Запись считает этот пример так:",
        "above": "над чертой",
        "below": "под чертой",
        "money": "",
        "points": "",
        "bonus": "премия",
        "pool": "пуля",
        "gora": "гора",
        "whists": "висты",
        "nets": "Деньги",
        "payments": "Платежи",
        "no_payments": "никто не платит",
    },
}


def display_markdown(text: str, language: str) -> str:
    """A rulebook file as the window shows it: ``{#id}`` marks dropped from headings and
    each worked example's JSON replaced by a small table of its numbers."""
    check_language(language)
    out: list[str] = []
    example: list[str] | None = None
    example_kind = EXAMPLE_FENCE
    fence: str | None = None
    for line in text.splitlines():
        if example is not None:
            if line.strip() == "```":
                data = json.loads("\n".join(example))
                if example_kind == HAND_FENCE:
                    out.extend(hand_example_lines(data, language))
                else:
                    out.extend(example_table(data, language))
                example = None
            else:
                example.append(line)
            continue
        fence_match = FENCE.match(line)
        if fence is not None:
            if fence_match and not fence_match.group(2):
                fence = None
            out.append(line)
            continue
        if fence_match:
            if fence_match.group(2) in (EXAMPLE_FENCE, HAND_FENCE):
                example = []
                example_kind = fence_match.group(2)
                continue
            fence = fence_match.group(1)
            out.append(line)
            continue
        match = HEADING.match(line)
        out.append(f"{match.group(1)} {match.group(2)}" if match else line)
    return "\n".join(out) + "\n"


def _signed(points: int | str) -> str:
    """``+5``, ``−3``, ``0``; an exact amount written as text (Preferans' ``"-392/3"``)
    keeps its digits and gets the same signs."""
    # Ungrouped, as the rulebook's own prose writes its numbers ("1750").
    text = decimal_string_text(str(points), grouped=False)
    return text if text in ("0", "") or text.startswith(MINUS) else f"+{text}"


def example_table(data: dict[str, Any], language: str) -> list[str]:
    """Markdown lines showing what a worked example scores: per-deal sums and totals."""
    labels = _LABELS[check_language(language)]
    session = data["session"]
    expect = data["expect"]
    players: list[str] = list(session["players"])
    rows: list[list[str]] = []

    def cell(columns: dict[str, int]) -> str:
        parts = []
        for column, points in columns.items():
            word = labels.get(column.split(":")[-1], column)
            if ":" in column:
                word = f"{labels['in_column'].format(n=column.split(':')[0])} {word}".strip()
            parts.append(f"{_signed(points)} {word}".strip())
        return ", ".join(parts)

    for item in expect.get("deals", []):
        sums = item["sums"]
        rows.append(
            [labels["deal"].format(n=item["deal"])]
            + [cell(sums.get(player, {})) for player in players]
        )
    for position, column in enumerate(expect.get("columns", []), start=1):
        points = column.get("points", {})
        rows.append(
            [labels["column"].format(n=position)]
            + [str(points.get(player, "")) for player in players]
        )
    if "totals" in expect:
        rows.append(
            [f"**{labels['total']}**"]
            + [f"**{_signed(expect['totals'].get(player, 0))}**" for player in players]
        )
    lines = ["", f"*{labels['caption']}*", ""]
    if rows:
        lines.append("| | " + " | ".join(players) + " |")
        lines.append("|---|" + "---:|" * len(players))
        lines.extend("| " + " | ".join(row) + " |" for row in rows)
        lines.append("")
    extras: list[str] = []
    if "on_table" in expect:
        extras.append(f"{labels['on_table']}: {expect['on_table']}")
    settlement = expect.get("settlement")
    if settlement:
        extras.append(
            f"{labels['settlement']}: {settlement['winner']} {_signed(settlement['net'])}"
        )
    if expect.get("winner"):
        extras.append(f"{labels['winner']}: {expect['winner']}")
    if "finished" in expect:
        extras.append(f"{labels['finished']}: {labels['yes' if expect['finished'] else 'no']}")
    if extras:
        lines.append(" · ".join(extras))
        lines.append("")
    if "payments" in expect:
        lines.extend(_payment_lines(expect["payments"], labels))
    return lines


def _payment_lines(payments: dict[str, Any], labels: dict[str, str]) -> list[str]:
    """An example's money (settlement.md, "Output"): each net, then each payment."""
    currency = f" {payments['currency']}" if payments["currency"] else ""

    def signed(amount: str) -> str:
        shown = decimal_string_text(amount, grouped=False)
        return shown if shown.startswith(MINUS) else f"+{shown}"

    nets = ", ".join(
        f"{player} {signed(amount)}{currency}" for player, amount in payments["nets"].items()
    )
    transfers = ", ".join(
        f"{t['from']} → {t['to']} {decimal_string_text(t['amount'], grouped=False)}{currency}"
        for t in payments["transfers"]
    )
    return [
        f"{labels['nets']}: {nets}",
        "",
        f"{labels['payments']}: {transfers or labels['no_payments']}",
        "",
    ]
