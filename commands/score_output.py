"""``zapis score``'s JSON written a piece at a time: the same text as
``json.dumps(rules.settlement.scored_json(...), ensure_ascii=False, indent=2)``, without
building the whole document, nor the whole text, in memory first (100,000 deals took
1.6 GB so).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import replace

from rules.ledger import JSON, Scored

PIECE = 1 << 16
"""About how many characters are written at a time."""

_EMPTY_DEALS = '\n  "deals": [],'
"""Where the deals go in the sheet written with none (``to_json`` puts them third)."""


def sheet_pieces(scored: Scored, extra: Mapping[str, JSON] | None = None) -> Iterator[str]:
    """The sheet's JSON text (indent 2, names as they are) with the keys of ``extra`` (the
    payments) after its own, in pieces of about ``PIECE`` characters, the last ending in
    a newline."""
    # Everything but the deals, in to_json's order, with an empty list where they go.
    document = replace(scored, deals=()).to_json()
    document.update(extra or {})
    frame = json.dumps(document, ensure_ascii=False, indent=2)
    at = frame.find(_EMPTY_DEALS)
    if not scored.deals or at < 0:
        whole = scored.to_json()
        whole.update(extra or {})
        yield json.dumps(whole, ensure_ascii=False, indent=2) + "\n"
        return
    buffer = [frame[:at], '\n  "deals": [']
    size = 0
    for number, deal in enumerate(scored.deals):
        # A deal is indented two levels down; JSON strings hold no raw newline.
        text = json.dumps(deal.to_json(), ensure_ascii=False, indent=2).replace("\n", "\n    ")
        buffer.append(("\n    " if number == 0 else ",\n    ") + text)
        size += len(text)
        if size >= PIECE:
            yield "".join(buffer)
            buffer, size = [], 0
    buffer.append("\n  ],")
    buffer.append(frame[at + len(_EMPTY_DEALS) :] + "\n")
    yield "".join(buffer)
