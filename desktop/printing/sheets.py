"""Each game's paper sheet as printed sections (issue 16, "Print and PDF").

Everything is read from the sheet's entries and the summary keys of the session-format
spec (``scored.to_json()``), so what is printed is what ``zapis score`` prints:

- Three Bugs: a column per player above the line and below it; a single line under the
  deal that won a game, a double one under the deal that won a rubber, with the winners
  named; then the sums, games and rubbers won, and the totals.
- Stukolka: deal by deal the dealer, the pot, each player's money and what is left on
  the table; then each balance.
- Gin: each player's running points, written under the hand's winner as on the paper
  sheet (Hollywood: in each of the three columns); then the points, bonuses, totals and
  the settlement.
- Rummy: each player's running total deal by deal, the totals and the winner.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from desktop.printing.document import Line, Row, Section, points_text
from desktop.printing.words import word
from rules.ledger import Column, Scored
from rules.session import Session

Builder = Callable[[Scored, Session], list[Section]]


def _cells(values: Mapping[str, int], players: Sequence[str], shown: set[str]) -> list[str]:
    return [points_text(values.get(p, 0)) if p in shown else "" for p in players]


def three_bugs(scored: Scored, _session: Session) -> list[Section]:
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
            cells = _cells(values, players, set(values))
            rows.append(Row((str(deal.deal), *cells), line, note))
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
        Row((word("above-total"), *_cells(sums[Column.ABOVE], players, everyone)), bold=True),
        Row((word("below-total"), *_cells(sums[Column.BELOW], players, everyone)), bold=True),
        Row((word("games-won"), *_cells(games_won, players, everyone))),
        Row((word("rubbers-won"), *_cells(rubbers_won, players, everyone))),
        Row((word("total"), *_cells(scored.totals, players, everyone)), bold=True),
    ]
    headers = (word("deal"), *players)
    return [
        Section(word("above"), headers, tuple(above_rows)),
        Section(word("below"), headers, (*below_rows, *footer)),
    ]


def stukolka(scored: Scored, session: Session) -> list[Section]:
    """Deals, pot and money."""
    players = list(scored.players)
    rows: list[Row] = []
    on_table = 0
    for deal, record in zip(scored.deals, session.deals, strict=True):
        paid_in = -sum(e.points for e in deal.entries if e.reason in ("ante", "stake"))
        pot = on_table + paid_in
        values: dict[str, int] = {}
        for entry in deal.entries:
            values[entry.player] = values.get(entry.player, 0) + entry.points
        # Money is never made or lost: what the players lost in the deal lies on the table.
        on_table -= sum(values.values())
        dealer = record.dealer or ""
        cells = _cells(values, players, set(values))
        rows.append(Row((str(deal.deal), dealer, points_text(pot), *cells, points_text(on_table))))
    rows.append(
        Row(
            (
                word("balance"),
                "",
                "",
                *_cells(scored.totals, players, set(players)),
                points_text(on_table),
            ),
            bold=True,
        )
    )
    headers = (word("deal"), word("dealer"), word("pot"), *players, word("on-table"))
    return [Section(word("money"), headers, tuple(rows))]


def _hand_text(record: Mapping[str, Any]) -> str:
    kind = record.get("type")
    player = str(record.get("player", ""))
    deadwood = record.get("deadwood")
    opponent = record.get("opponent_deadwood")
    if kind == "gin" or (kind == "knock" and deadwood == 0):
        return word("gin", player)
    if kind == "knock":
        undercut = isinstance(opponent, int) and isinstance(deadwood, int) and opponent <= deadwood
        return word("undercut" if undercut else "knock", player)
    return word("dead")


def gin(scored: Scored, session: Session) -> list[Section]:
    """The running points of each player (per column in Hollywood) and the settlement."""
    data = scored.to_json()
    players = list(scored.players)
    columns = data.get("columns")
    games: list[int | None] = [1, 2, 3] if columns else [None]
    keys = [(game, player) for game in games for player in players]
    running = dict.fromkeys(keys, 0)
    bonuses = dict.fromkeys(keys, 0)
    rows: list[Row] = []
    for deal, record in zip(scored.deals, session.deals, strict=True):
        changed: set[tuple[int | None, str]] = set()
        for entry in deal.entries:
            key = (entry.game, entry.player)
            if entry.column is Column.BONUS:
                bonuses[key] += entry.points
            else:
                running[key] += entry.points
                changed.add(key)
        cells = [points_text(running[key]) if key in changed else "" for key in keys]
        rows.append(Row((str(deal.deal), _hand_text(record.to_json()), *cells)))
    everyone = [points_text(running[key]) for key in keys]
    rows.append(Row((word("points"), "", *everyone), bold=True))
    rows.append(Row((word("bonuses"), "", *[points_text(bonuses[key]) for key in keys])))
    rows.append(Row((word("total"), "", *[points_text(running[k] + bonuses[k]) for k in keys])))
    if columns:
        nets = []
        for column in columns:
            nets += [_settled(column), ""]
        rows.append(Row((word("settlement"), "", *nets)))
    rows.append(
        Row((word("settlement"), _settled(data.get("settlement")), *[""] * len(keys)), bold=True)
    )
    # Short headers: six player columns must fit a portrait page.
    headers = tuple(f"{player} ({game})" for game, player in keys) if columns else tuple(players)
    return [Section(word("points"), (word("deal"), word("hand"), *headers), tuple(rows))]


def _settled(settlement: Any) -> str:
    if not isinstance(settlement, Mapping):
        return word("no-settlement")
    winner = settlement.get("winner")
    if winner is None:
        net = settlement.get("net")
        return word("drawn") if net == 0 else word("no-settlement")
    return word("wins-net", winner, settlement.get("net"))


def rummy(scored: Scored, _session: Session) -> list[Section]:
    """The running totals deal by deal, and the winner."""
    players = list(scored.players)
    running = dict.fromkeys(players, 0)
    rows: list[Row] = []
    for deal in scored.deals:
        for entry in deal.entries:
            running[entry.player] += entry.points
        rows.append(Row((str(deal.deal), *_cells(running, players, set(players)))))
    rows.append(Row((word("total"), *_cells(scored.totals, players, set(players))), bold=True))
    winner = scored.to_json().get("winner")
    rows.append(
        Row(
            (word("winner"), str(winner) if winner else word("in-play"), *[""] * (len(players) - 1))
        )
    )
    return [Section(word("points"), (word("deal"), *players), tuple(rows))]


SECTIONS: dict[str, Builder] = {
    "three-bugs": three_bugs,
    "stukolka": stukolka,
    "gin": gin,
    "rummy": rummy,
}
"""Game name → the builder of its printed sections."""
