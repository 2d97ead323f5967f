"""Random valid Preferans sittings (Hypothesis), and a second, deliberately simple scorer
written straight from preferans.md's formulas, to check the engine against."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from hypothesis import strategies as st

F = Fraction
NAMES = ("Anna", "Boris", "Вера", "Gleb")
"""Seats; a Cyrillic one checks that files round-trip unescaped."""
STRAINS = ("S", "C", "D", "H", "NT")
KINDS = (
    "contract",
    "contract",
    "contract",
    "misere",
    "raspasy",
    "raspasy",
    "concede",
    "correction",
)
"""The deal types, contracts and raspasy the most frequent, as at a table."""


@st.composite
def option_overrides(draw: st.DrawFn, seats: int) -> dict[str, Any]:
    """A convention and a few overrides, always a valid combination (§14.2–3: the
    default values are even, so every half stays whole)."""
    options: dict[str, Any] = {
        "convention": draw(st.sampled_from(["sochi", "leningrad", "rostov"]))
    }
    options["pool_target"] = draw(st.sampled_from([6, 10, 20]))
    choices = {
        "two_whisters": ["halves", "pair", "personal", "deficit"],
        "high_contract_liability": ["second", "both"],
        "lone_whister_tricks": ["all", "own", "by-light"],
        "whist_style": ["greedy", "gentleman"],
        "responsibility": ["full", "half", "none"],
        "consolation": ["all", "whisters", "none"],
        "dealer_consolation": [True, False],
        "raspasy_exit": ["whisted", "played-whisted", "any"],
        "game_writes": ["pool", "gora-first"],
        "overflow": ["help", "write-off"],
        "game_end": ["each", "total"],
        "settlement_divisor": ["n", "n-1"],
        "talon_prize": [True, False],
        "raspasy_amnesty": [True, False],
        "raspasy_whists_basis": ["difference", "tricks"],
    }
    for key, values in choices.items():
        if draw(st.booleans()):
            options[key] = draw(st.sampled_from(values))
    if draw(st.booleans()):
        options["raspasy_progression"] = draw(st.lists(st.integers(1, 4), min_size=1, max_size=3))
    if draw(st.booleans()):
        options["raspasy"] = draw(st.sampled_from(["gora", "whists"]))
    raspasy_mode = options.get("raspasy", "whists" if options["convention"] == "rostov" else "gora")
    if raspasy_mode == "whists" or draw(st.booleans()):
        options["raspasy_zero_prize"] = draw(st.sampled_from([None, 0, 1, 3]))
    if (
        seats == 4
        and raspasy_mode == "gora"
        and not options.get("raspasy_amnesty", False)
        and draw(st.booleans())
    ):
        options["raspasy_dealer_talon"] = True
    return options


def _split(draw: st.DrawFn, players: list[str], total: int = 10) -> dict[str, int]:
    cuts = sorted(
        draw(st.lists(st.integers(0, total), min_size=len(players) - 1, max_size=len(players) - 1))
    )
    bounds = [0, *cuts, total]
    return {player: bounds[i + 1] - bounds[i] for i, player in enumerate(players)}


@st.composite
def deal_record(
    draw: st.DrawFn,
    players: list[str],
    dealer: str,
    options: dict[str, Any],
    kinds: tuple[str, ...] = KINDS,
) -> dict[str, Any]:
    """One valid deal dealt by ``dealer``, of one of ``kinds``."""
    active = [p for p in players if p != dealer] if len(players) == 4 else list(players)
    kind = draw(st.sampled_from(kinds))
    if kind == "correction":
        record: dict[str, Any] = {"type": "correction", "note": "fix"}
        if draw(st.booleans()):
            record["gora"] = {draw(st.sampled_from(players)): draw(st.integers(-5, 5))}
        if draw(st.booleans()):
            writer = draw(st.sampled_from(players))
            target = draw(st.sampled_from([p for p in players if p != writer]))
            record["whists"] = {writer: {target: draw(st.integers(-20, 20))}}
        return record
    if kind == "raspasy":
        takers = list(active)
        if options.get("raspasy_dealer_talon"):
            dealer_tricks = draw(st.integers(0, 2))
            tricks = _split(draw, active, 10 - dealer_tricks)
            tricks[dealer] = dealer_tricks
        else:
            tricks = _split(draw, takers)
        return {"type": "raspasy", "dealer": dealer, "tricks": tricks}
    declarer = draw(st.sampled_from(active))
    if kind == "misere":
        taken = draw(st.sampled_from([0, 0, 1, 2]))
        record = {
            "type": "misere",
            "dealer": dealer,
            "declarer": declarer,
            "tricks": {declarer: taken},
        }
        return record
    level = draw(st.integers(6, 10))
    contract = f"{level}{draw(st.sampled_from(STRAINS))}"
    if kind == "concede":
        return {"type": "concede", "dealer": dealer, "declarer": declarer, "contract": contract}
    seat = active.index(declarer)
    first, second = active[(seat + 1) % 3], active[(seat + 2) % 3]
    combos = [("pass", "pass"), ("whist", "pass"), ("pass", "whist"), ("whist", "whist")]
    if level in (6, 7):
        combos.append(("pass", "half-whist"))
    roles = draw(st.sampled_from(combos))
    record = {
        "type": "contract",
        "dealer": dealer,
        "declarer": declarer,
        "contract": contract,
        "defenders": {first: roles[0], second: roles[1]},
    }
    if "whist" in roles:
        tricks = _split(draw, [declarer, first, second])
        # Played contracts are mostly near their level, as at a real table.
        record["tricks"] = {player: tricks[player] for player in active}
        if roles.count("whist") == 1:
            record["open"] = draw(st.booleans())
        if options.get("talon_prize") and draw(st.booleans()):
            record["talon_tricks"] = draw(st.integers(0, 3))
    return record


@st.composite
def sittings(draw: st.DrawFn, max_deals: int = 14) -> dict[str, Any]:
    """A session file's JSON object: 3 or 4 players, random options and deals, the dealer
    going round (the scorer does not check it, so sometimes another)."""
    seats = draw(st.sampled_from([3, 4]))
    players = list(NAMES[:seats])
    options = draw(option_overrides(seats))
    count = draw(st.integers(0, max_deals))
    # A sitting of a few kinds only makes long raspasy runs and their exits frequent.
    kinds = tuple(draw(st.lists(st.sampled_from(KINDS), min_size=1, max_size=4))) or KINDS
    deals = []
    for number in range(count):
        dealer = players[number % seats]
        deals.append(draw(deal_record(players, dealer, options, kinds)))
    return {
        "format": "zapis-session",
        "version": 1,
        "game": "preferans",
        "players": players,
        "options": options,
        "deals": deals,
    }


# --- the second scorer ---------------------------------------------------------------------


def simple_sheet(
    players: list[str], o: dict[str, Any], deals: list[dict[str, Any]]
) -> dict[str, Any]:
    """The sheet after ``deals`` (completed options ``o``), straight from §5–§10, stopping
    where the game ends: ``{"pool", "gora", "whists", "net", "ended"}``."""
    n = len(players)
    P = {p: F(0) for p in players}
    G = {p: F(0) for p in players}
    W = {a: {b: F(0) for b in players if b != a} for a in players}
    T = o["pool_target"]
    run = 0
    ended = None
    resp = {"full": F(1), "half": F(1, 2), "none": F(0)}[o["responsibility"]]

    def to_pool(a: str, x: F, game: bool) -> None:
        if game and o["game_writes"] == "gora-first":
            y = min(x, max(F(0), G[a]))
            G[a] -= y
            x -= y
        if o["game_end"] == "total":
            P[a] += x
            return
        own = max(F(0), min(x, T - P[a]))
        P[a] += own
        rest = x - own
        if o["overflow"] == "help":
            i = players.index(a)
            order = [players[(i + k) % n] for k in range(1, n)]
            while rest > 0:
                below = [p for p in order if P[p] < T]
                if not below:
                    break
                best = max(P[p] for p in below)
                to = next(p for p in below if P[p] == best)
                h = min(rest, T - P[to])
                P[to] += h
                W[a][to] += h * o["help_whists"]
                rest -= h
        G[a] -= rest

    for number, d in enumerate(deals, start=1):
        assert ended is None
        kind = d["type"]
        if kind == "correction":
            for p, x in d.get("pool", {}).items():
                P[p] += x
            for p, x in d.get("gora", {}).items():
                G[p] += x
            for a, row in d.get("whists", {}).items():
                for b, x in row.items():
                    W[a][b] += x
        elif kind == "raspasy":
            mu = o["raspasy_progression"][min(run, len(o["raspasy_progression"]) - 1)]
            t = d["tricks"]
            act = [p for p in t if not (n == 4 and p == d["dealer"])]
            m = min(t[p] for p in act)
            if o["raspasy"] == "gora":
                price = o["raspasy_trick_value"] * mu
                for p in t:
                    G[p] += (t[p] - (m if o["raspasy_amnesty"] and p in act else 0)) * price
            else:
                price = o["raspasy_whist_value"] * mu
                for w in act:
                    if t[w] == m:
                        for j in act:
                            if t[j] > m:
                                base = (
                                    t[j] - m if o["raspasy_whists_basis"] == "difference" else t[j]
                                )
                                W[w][j] += base * price
            prize = o["raspasy_zero_prize"]
            for p in players:
                if p in act and t[p] == 0 and prize is not None:
                    to_pool(p, F(price if prize == "price" else prize), False)
            run += 1
        elif kind == "misere":
            t = d["tricks"][d["declarer"]]
            vm = o["values"]["misere"]
            if t == 0:
                to_pool(d["declarer"], F(vm), True)
            else:
                G[d["declarer"]] += t * vm * o["remiz_multiplier"]
            if o["raspasy_exit"] == "whisted" or o["raspasy_exit"] == "any":
                run = 0
        elif kind == "concede":
            c = int(d["contract"].rstrip("SCDHNT"))
            G[d["declarer"]] += 3 * o["values"][str(c)] * o["remiz_multiplier"]
            if o["raspasy_exit"] == "any":
                run = 0
        else:
            decl = d["declarer"]
            c = int(d["contract"].rstrip("SCDHNT"))
            v = o["values"][str(c)]
            q = o["obligations"][str(c)]
            wm, rm = o["whist_multiplier"], o["remiz_multiplier"]
            roles = d["defenders"]
            firstd, secondd = list(roles)
            whisters = [p for p in (firstd, secondd) if roles[p] == "whist"]
            if not whisters:
                to_pool(decl, F(v), True)
                if roles[secondd] == "half-whist":
                    W[secondd][decl] += (q // 2) * v * wm
                    if o["raspasy_exit"] == "whisted":
                        run = 0
                if o["raspasy_exit"] == "any":
                    run = 0
            else:
                run = 0
                t = d["tricks"]
                D = 10 - t[decl]
                u = max(0, c - t[decl])
                if u == 0:
                    to_pool(decl, F(v), True)
                else:
                    G[decl] += u * v * rm
                if len(whisters) == 2:
                    for w in whisters:
                        W[w][decl] += t[w] * v * wm
                else:
                    w = whisters[0]
                    passer = firstd if w == secondd else secondd
                    rule = o["lone_whister_tricks"]
                    basis = D if rule == "all" or (rule == "by-light" and d["open"]) else t[w]
                    if u and o["whist_style"] == "gentleman":
                        W[w][decl] += F(basis * v * wm, 2)
                        W[passer][decl] += F(basis * v * wm, 2)
                    else:
                        W[w][decl] += basis * v * wm
                if u:
                    cons = o["consolation"]
                    writers = (
                        []
                        if cons == "none"
                        else [p for p in (firstd, secondd) if cons == "all" or roles[p] == "whist"]
                    )
                    if n == 4 and o["dealer_consolation"] and cons != "none":
                        writers.append(d["dealer"])
                    for p in writers:
                        W[p][decl] += u * v * wm
                pen = v * rm * resp
                if len(whisters) == 1:
                    G[whisters[0]] += max(0, q - D) * pen
                else:
                    t1, t2 = t[firstd], t[secondd]
                    if o["high_contract_liability"] == "both":
                        q1 = q2 = (q + 1) // 2
                    else:
                        q1, q2 = q // 2, q - q // 2
                    rule2 = o["two_whisters"]
                    if rule2 == "deficit":
                        s = q - t1 - t2
                        if s > 0:
                            d1, d2 = max(F(0), F(q, 2) - t1), max(F(0), F(q, 2) - t2)
                            G[firstd] += s * pen * d1 / (d1 + d2)
                            G[secondd] += s * pen * d2 / (d1 + d2)
                    elif rule2 == "personal" or t1 + t2 < q:
                        if rule2 == "pair":
                            G[firstd] += max(0, q1 - t1 - max(0, t2 - q2)) * pen
                            G[secondd] += max(0, q2 - t2 - max(0, t1 - q1)) * pen
                        else:
                            G[firstd] += max(0, q1 - t1) * pen
                            G[secondd] += max(0, q2 - t2) * pen
                if o["talon_prize"] and d.get("talon_tricks"):
                    amount = d["talon_tricks"] * v * wm
                    if n == 4:
                        W[d["dealer"]][decl] += amount
                    else:
                        W[firstd][decl] += F(amount, 2)
                        W[secondd][decl] += F(amount, 2)
        if o["game_end"] == "each":
            done = all(P[p] >= T for p in players)
        else:
            done = sum(P.values()) >= n * T
        if done:
            ended = number
            break
    # §10.4, the closed form.
    dvs = n if o["settlement_divisor"] == "n" else n - 1
    M = {p: G[p] - min(G.values()) for p in players}
    avg_m = sum(M.values(), F(0)) / n
    avg_p = sum(P.values(), F(0)) / n
    net = {
        i: sum((W[i][j] for j in players if j != i), F(0))
        - sum((W[j][i] for j in players if j != i), F(0))
        + F(n, dvs) * o["gora_unit"] * (avg_m - M[i])
        + o["pool_unit"] * (P[i] - avg_p)
        for i in players
    }
    return {"pool": P, "gora": G, "whists": W, "net": net, "ended": ended}
