"""Searching the rulebook: case folded (ё read as е) and by word forms in both languages.

A query word finds a word of the text when the two share a Snowball stem (Russian for a
Cyrillic word, English otherwise, so an English page finds «онеров» too), or when the
text holds the query as it is typed (so a word's beginning, «квартдецим», still finds
«квартдецима»). Russian stems also drop a fleeting о or е before their last consonant,
which Snowball keeps: «жучок» and «жучка» both come to «жучк».

Pure Python, no Qt: the window (:mod:`desktop.rulebook.window`) and the tests use it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

# snowballstemmer ships no type information; its stemWord takes and returns str.
import snowballstemmer  # type: ignore[import-untyped]

from desktop.rulebook import text

_STEMMERS = {
    "ru": snowballstemmer.stemmer("russian"),
    "en": snowballstemmer.stemmer("english"),
}
_WORD = re.compile(r"\w+")
_CYRILLIC = re.compile(r"[а-яё]")
_FLEETING = re.compile(r"^(.*[^аеиоуыэюяь])[оеё]([^аеиоуыэюяьй])$")
SKIPPED: frozenset[str] = frozenset({"choices"})
"""Files left out of the search: the choices page repeats the boxes of the others."""


@dataclass(frozen=True, slots=True)
class SearchHit:
    """A section that matches a search, with the passage around the first match."""

    section_id: str
    """The matching section's id."""
    title: str
    """The section's title."""
    game_title: str
    """The title of the game (or glossary) the section belongs to, so that two sections
    called "Tricks" can be told apart."""
    snippet: str
    """A passage of plain text around the match."""
    match_start: int
    """Where the match starts in ``snippet``."""
    match_length: int
    """How long the match is in ``snippet``."""

    @property
    def matched(self) -> str:
        """The matched text exactly as it stands in the snippet."""
        return self.snippet[self.match_start : self.match_start + self.match_length]


def fold(words: str) -> str:
    """Text folded for searching: case folded (Cyrillic included) and ё read as е."""
    return _fold_with_map(words)[0]


def _fold_with_map(words: str) -> tuple[str, list[int]]:
    """The folded text and, for each folded character, its index in ``words``.

    Folding is per character because ``casefold`` may lengthen one (``ß`` → ``ss``); the
    map keeps a match's position in the original text exact.
    """
    folded: list[str] = []
    where: list[int] = []
    for index, char in enumerate(words):
        piece = char.casefold().replace("ё", "е")
        folded.append(piece)
        where.extend([index] * len(piece))
    return "".join(folded), where


@cache
def stem(word: str) -> str:
    """The stem a folded word is compared by."""
    if _CYRILLIC.search(word):
        stemmed = _STEMMERS["ru"].stemWord(word)
        if len(stemmed) >= 4:
            stemmed = _FLEETING.sub(r"\1\2", stemmed)
        return str(stemmed)
    return str(_STEMMERS["en"].stemWord(word))


@dataclass(frozen=True, slots=True)
class _Indexed:
    section: text.Section
    game_title: str
    text: str
    folded: str
    where: tuple[int, ...]
    words: tuple[tuple[int, int, str], ...]
    """Each word of ``folded``: start, end, stem."""
    title_end: int
    """Where the title ends in ``folded``."""


@cache
def _index(language: str) -> tuple[_Indexed, ...]:
    indexed = []
    for game in text.GAMES:
        if game in SKIPPED:
            continue
        game_title = text.sections(language, game)[0].title
        for section in text.sections(language, game):
            whole = f"{section.title}. {section.plain_text}"
            folded, where = _fold_with_map(whole)
            words = tuple(
                (match.start(), match.end(), stem(match.group()))
                for match in _WORD.finditer(folded)
            )
            title_end = len(fold(section.title))
            indexed.append(
                _Indexed(section, game_title, whole, folded, tuple(where), words, title_end)
            )
    return tuple(indexed)


def search(language: str, query: str, context: int = 60) -> list[SearchHit]:
    """Sections whose title or text holds ``query``, whatever its case (ё = е) and
    whatever the form of its words.

    The query as typed is looked for first, then its words in a row by their stems; a
    section that has neither but holds every word of the query (in some form) also
    matches, its first word shown. Sections whose title matches come first, then the
    rest in the rulebook's order.
    """
    text.check_language(language)
    folded_query = fold(query)
    words = _WORD.findall(folded_query)
    if not words:
        return []
    phrase = " ".join(folded_query.split())
    stems = [stem(word) for word in words]
    title_hits: list[SearchHit] = []
    text_hits: list[SearchHit] = []
    for item in _index(language):
        found = _find(item, phrase, words, stems)
        if found is None:
            continue
        start, end = found
        original_start = item.where[start]
        original_end = item.where[end - 1] + 1
        hit = _snippet(item, original_start, original_end, context)
        in_title = original_start < len(item.section.title)
        (title_hits if in_title else text_hits).append(hit)
    return title_hits + text_hits


def _find(
    item: _Indexed, phrase: str, words: list[str], stems: list[str]
) -> tuple[int, int] | None:
    """Where in the folded text the query matches: (start, end), or ``None``. The title
    is tried first, so that a section named by the query is listed as a title hit."""
    for end in (item.title_end, len(item.folded)):
        position = item.folded.find(phrase, 0, end)
        if position >= 0:
            return position, position + len(phrase)
        runs = [word for word in item.words if word[1] <= end]
        count = len(stems)
        for first in range(len(runs) - count + 1):
            if all(runs[first + k][2] == stems[k] for k in range(count)):
                return runs[first][0], runs[first + count - 1][1]
    runs = list(item.words)
    spans: list[tuple[int, int]] = []
    for word, wanted in zip(words, stems, strict=True):
        span = next(((start, end) for start, end, found in runs if found == wanted), None)
        if span is None:
            at = item.folded.find(word)
            span = (at, at + len(word)) if at >= 0 else None
        if span is None:
            return None
        spans.append(span)
    return spans[0]


def _snippet(item: _Indexed, start: int, end: int, context: int) -> SearchHit:
    whole = item.text
    left = max(0, start - context)
    right = min(len(whole), end + context)
    # Cut at word boundaries so the passage does not start or end mid-word.
    if left > 0:
        space = whole.find(" ", left, start)
        left = space + 1 if space >= 0 else left
    if right < len(whole):
        space = whole.rfind(" ", end, right)
        right = space if space >= 0 else right
    prefix = "… " if left > 0 else ""
    suffix = " …" if right < len(whole) else ""
    return SearchHit(
        section_id=item.section.id,
        title=item.section.title,
        game_title=item.game_title,
        snippet=prefix + whole[left:right] + suffix,
        match_start=len(prefix) + start - left,
        match_length=end - start,
    )
