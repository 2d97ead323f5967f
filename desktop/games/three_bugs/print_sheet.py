"""Three Bugs' printed sheet (issue 16, "Print and PDF"), its desktop package's
``PRINT_SECTIONS``: a column per player above the line and below it; a single line under
the deal that won a game, a double one under the deal that won a rubber, with the
winners named; then the sums, games and rubbers won, and the totals. Read from the
sheet's entries and its summary, so what is printed is what ``zapis score`` prints."""

from __future__ import annotations

from desktop.printing.sections import Line, Row, Section, cells
from desktop.printing.words import word
from desktop.widgets.qt_typed import QT_TRANSLATE_NOOP
from rules.ledger import Column, Scored
from rules.session import Session

OPTION_WORDS: dict[str, str] = {
    "dummy": QT_TRANSLATE_NOOP("Printing", "dummy"),
    "trick_values": QT_TRANSLATE_NOOP("Printing", "trick values"),
    "undertrick_values": QT_TRANSLATE_NOOP("Printing", "undertrick values"),
    "honour_units": QT_TRANSLATE_NOOP("Printing", "honour units"),
}
"""The options' names (the session file's keys) and word values on the printed sheet,
in English (translated in the ``Printing`` context)."""


def print_sections(scored: Scored, _session: Session) -> list[Section]:
    """Above and below the line, games and rubbers marked."""
    data = scored.to_json()
    players = list(scored.players)
    game_numbers = {game["deal"]: n for n, game in enumerate(data.get("games", []), start=1)}
    game_winners = {game["deal"]: game["winners"] for game in data.get("games", [])}
    rubber_winners: dict[int, list[str]] = {}
    for rubber in data.get("rubbers", []):
        rubber_winners.setdefault(rubber["deal"], []).append(rubber["winner"])
    rubber_numbers: dict[int, int] = {}
    for ended_at in rubber_winners:
        rubber_numbers[ended_at] = len(rubber_numbers) + 1
    above_rows: list[Row] = []
    below_rows: list[Row] = []
    sums = {Column.ABOVE: dict.fromkeys(players, 0), Column.BELOW: dict.fromkeys(players, 0)}
    for deal in scored.deals:
        for column, rows in ((Column.ABOVE, above_rows), (Column.BELOW, below_rows)):
            written = [e for e in deal.entries if e.column is column]
            if not written:
                continue
            values: dict[str, int] = {}
            for entry in written:
                values[entry.player] = values.get(entry.player, 0) + entry.points
                sums[column][entry.player] += entry.points
            line, note = Line.NONE, ""
            if column is Column.BELOW and deal.deal in game_numbers:
                line = Line.SINGLE
                note = word(
                    "game-line", game_numbers[deal.deal], ", ".join(game_winners[deal.deal])
                )
                if deal.deal in rubber_winners:
                    line = Line.DOUBLE
                    note += "; " + word(
                        "rubber-line",
                        rubber_numbers[deal.deal],
                        ", ".join(rubber_winners[deal.deal]),
                    )
            shown = cells(values, players, set(values))
            rows.append(Row((str(deal.deal), *shown), line, note))
    games_won = dict.fromkeys(players, 0)
    for winners in game_winners.values():
        for player in winners:
            games_won[player] += 1
    rubbers_won = dict.fromkeys(players, 0)
    for winners in rubber_winners.values():
        for player in winners:
            rubbers_won[player] += 1
    everyone = set(players)
    footer = [
        Row((word("above-total"), *cells(sums[Column.ABOVE], players, everyone)), bold=True),
        Row((word("below-total"), *cells(sums[Column.BELOW], players, everyone)), bold=True),
        Row((word("games-won"), *cells(games_won, players, everyone))),
        Row((word("rubbers-won"), *cells(rubbers_won, players, everyone))),
        Row((word("total"), *cells(scored.totals, players, everyone)), bold=True),
    ]
    headers = (word("deal"), *players)
    return [
        Section(word("above"), headers, tuple(above_rows)),
        Section(word("below"), headers, (*below_rows, *footer)),
    ]
