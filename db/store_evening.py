"""Settling stored sittings together as one evening (settlement.md, "An evening").

``zapis settle`` and the app's evening view both come here: each sitting is loaded and
scored by the store, settled at its own price (or at one price given for all), and the
nets are added per person — the player the database knows, so «Анна» in one sitting and
«анна» in another are one person — before the payments are found.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from db.errors import MissingPrice
from db.rows import SittingId
from db.store_sittings import SittingsAndDeals
from db.stored_values import unreadable
from rules.errors import RuleViolation
from rules.settlement import Settlement, evening, sitting_nets


class Evenings(SittingsAndDeals):
    """Part of :class:`db.service.Store`: sittings settled together."""

    def settle_evening(
        self,
        sittings: Sequence[SittingId],
        *,
        price: Decimal | None = None,
        currency: str | None = None,
    ) -> Settlement:
        """The sittings settled together: each at its own price unless ``price`` is given.

        Raises :class:`~db.errors.MissingPrice` for the first sitting (in the order given) without a
        price when ``price`` is ``None``; :class:`~db.errors.UnknownSitting` for an unknown id;
        ``RuleViolation`` (field ``sittings``) for an id given twice, and (field
        ``currency``) when no ``currency`` is given and the sittings name different ones.

        [Ruling] The evening's currency is the one the sittings name (a sitting naming none
        takes the others'); ``currency`` may only repeat it, or, with one ``price`` for all,
        name that price's money. Amounts in two currencies are never added: sittings at
        their own prices in different currencies are refused whatever ``currency`` says.
        """
        seen: set[int] = set()
        for sitting in sittings:
            if sitting in seen:
                raise RuleViolation(
                    "sitting {sitting} is named twice; each sitting counts once",
                    field="sittings",
                    sitting=sitting,
                )
            seen.add(sitting)
        per_person: list[dict[str, int]] = []
        currencies: list[str] = []
        for sitting in sittings:
            try:
                loaded = self.load(sitting)
            except RuleViolation as violation:
                # Records this Zapis refuses: say which sitting, as the deal alone is no help.
                raise unreadable(sitting, violation) from None
            sitting_price = price if price is not None else loaded.session.price
            if sitting_price is None:
                raise MissingPrice(sitting)
            nets = sitting_nets(loaded.scored, sitting_price)
            people = self.seated_people(sitting)
            names = dict(zip(loaded.session.players, people, strict=True))
            per_person.append({names[player]: net for player, net in nets.items()})
            if loaded.session.currency and loaded.session.currency not in currencies:
                currencies.append(loaded.session.currency)
        if price is None and len(currencies) > 1:
            # Each sitting's nets are in its own money: 23,000 dollars and 230 rubles are
            # never added, whatever --currency says (issue 32).
            raise RuleViolation(
                "the sittings are priced in different currencies ({currencies}), which "
                "cannot be added: settle each currency's sittings apart, or give one price "
                "for all with --price and its --currency",
                field="currency",
                currencies=", ".join(currencies),
            )
        if price is None and currencies and currency is not None and currency != currencies[0]:
            raise RuleViolation(
                "the sittings are priced in {own}, not {currency}: their amounts are in "
                "{own}; to settle in {currency}, give the price in it with --price",
                field="currency",
                own=currencies[0],
                currency=currency,
            )
        if currency is None:
            if len(currencies) > 1:
                raise RuleViolation(
                    "one price is given for sittings priced in different currencies "
                    "({currencies}); name the price's currency with --currency",
                    field="currency",
                    currencies=", ".join(currencies),
                )
            currency = currencies[0] if currencies else ""
        return evening(per_person, currency)
