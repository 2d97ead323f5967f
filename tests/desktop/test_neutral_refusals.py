"""The English refusals name no player "he" (issue 25's words, for ``zapis score`` and
the English window alike): a player of either sex reads them, as the Russian ones
(«этого игрока», «у игрока …»). Each template the app can show is checked, so a new one
that says "his" fails here."""

from __future__ import annotations

import re

from desktop.widgets.violation_messages import STORAGE_TEMPLATES, TEMPLATES

GENDERED = re.compile(r"\b(he|him|his|himself|she|her|hers|herself)\b", re.IGNORECASE)


def test_no_refusal_template_says_he_or_she() -> None:
    templates = (*TEMPLATES, *STORAGE_TEMPLATES)
    gendered = [template for template in templates if GENDERED.search(template)]
    assert gendered == []


def test_the_templates_are_read_from_the_rules() -> None:
    # The check means something: the list holds the rules' refusals, reworded ones too.
    assert any("cannot write whists on {writer}" in template for template in TEMPLATES)
    assert len(TEMPLATES) > 150


def test_no_english_word_of_the_window_says_he_or_she() -> None:
    """The window's own English (every source text the .ts files hold) names no player
    "he" either."""
    from pathlib import Path
    from xml.etree import ElementTree

    ts = Path(__file__).parents[2] / "resources" / "translations" / "zapis_en.ts"
    sources = [
        message.findtext("source") or "" for message in ElementTree.parse(ts).iter("message")
    ]
    assert len(sources) > 1_000
    assert [text for text in sources if GENDERED.search(text)] == []
