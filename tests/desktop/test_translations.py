"""The translations: committed .qm files are the lrelease of the committed .ts files,
no Russian message is unfinished, every RuleViolation template in rules/ is listed for
translation, and the Russian catalogue really loads."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import REPO

TRANSLATIONS = REPO / "resources" / "translations"


def lrelease() -> str:
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    found = str(beside) if beside.exists() else shutil.which("pyside6-lrelease")
    if not found:
        pytest.skip("pyside6-lrelease is not installed (PySide6-Essentials provides it)")
    return found


@pytest.mark.parametrize("language", ["ru", "en"])
def test_committed_qm_is_a_fresh_lrelease(tmp_path: Path, language: str) -> None:
    """zapis_<lang>.qm byte for byte equals lrelease of zapis_<lang>.ts."""
    fresh = tmp_path / f"zapis_{language}.qm"
    subprocess.run(
        [lrelease(), "-silent", "-nounfinished", str(TRANSLATIONS / f"zapis_{language}.ts"),
         "-qm", str(fresh)],
        check=True,
    )  # fmt: skip
    assert fresh.read_bytes() == (TRANSLATIONS / f"zapis_{language}.qm").read_bytes()


def test_no_russian_message_is_unfinished() -> None:
    """Every Russian message has a finished, non-empty translation."""
    root = ET.parse(TRANSLATIONS / "zapis_ru.ts").getroot()
    bad = []
    for context in root.iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            source = message.findtext("source")
            assert translation is not None
            forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
            if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
                bad.append((context.findtext("name"), source))
    assert bad == []


def rule_violation_templates() -> set[str]:
    return templates_of("RuleViolation", ("rules", "db"))


def storage_error_templates() -> set[str]:
    return templates_of("StorageError", ("db",))


def templates_of(error: str, tops: tuple[str, ...]) -> set[str]:
    """The constant first argument of every ``<error>(...)`` call in the packages ``tops``."""
    found: set[str] = set()
    for path in sorted(p for top in tops for p in (REPO / top).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            first = node.args[0]
            if name == error and isinstance(first, ast.Constant):
                found.add(str(first.value))
    return found


def test_every_rule_violation_template_is_listed() -> None:
    """Each constant first argument of RuleViolation(...) in rules/ and db/ is in
    desktop/widgets/violation_messages.py (run tools/update_translations.py when one is new)."""
    from desktop.widgets.violation_messages import TEMPLATES

    templates = rule_violation_templates()
    assert len(templates) > 20
    assert sorted(templates - set(TEMPLATES)) == []


def test_every_storage_error_template_is_listed() -> None:
    """Each constant first argument of StorageError(...) in db/ is in
    desktop/widgets/violation_messages.py's STORAGE_TEMPLATES, so the app can show it translated
    (run tools/update_translations.py when one is new); and no StorageError in db/ is
    built from an f-string or a variable, which the app could not translate."""
    from desktop.widgets.violation_messages import STORAGE_TEMPLATES

    templates = storage_error_templates()
    assert len(templates) > 20
    assert sorted(templates - set(STORAGE_TEMPLATES)) == []
    unlisted = []
    for path in sorted((REPO / "db").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            first = node.args[0]
            constant = isinstance(first, ast.Constant) and isinstance(first.value, str)
            if name == "StorageError" and not constant:
                unlisted.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert unlisted == []


def test_every_storage_template_is_in_russian() -> None:
    """The StorageError context of zapis_ru.ts covers every listed template, and each
    translation keeps exactly the template's {placeholders} (a lost one would leave the
    file or the reason out of the message)."""
    import re

    from desktop.widgets.violation_messages import STORAGE_TEMPLATES

    root = ET.parse(TRANSLATIONS / "zapis_ru.ts").getroot()
    translated = {
        m.findtext("source"): m.findtext("translation")
        for c in root.iter("context")
        if c.findtext("name") == "StorageError"
        for m in c.iter("message")
    }
    assert sorted(set(STORAGE_TEMPLATES) - set(translated)) == []
    placeholder = re.compile(r"\{\w+\}")
    lost = [
        source
        for source in STORAGE_TEMPLATES
        if sorted(placeholder.findall(source))
        != sorted(placeholder.findall(translated[source] or ""))
    ]
    assert lost == []


def test_every_listed_template_is_in_russian() -> None:
    """The RuleViolation context of zapis_ru.ts covers every listed template."""
    from desktop.widgets.violation_messages import TEMPLATES

    root = ET.parse(TRANSLATIONS / "zapis_ru.ts").getroot()
    translated = {
        m.findtext("source")
        for c in root.iter("context")
        if c.findtext("name") == "RuleViolation"
        for m in c.iter("message")
    }
    assert sorted(set(TEMPLATES) - translated) == []


def test_russian_loads_and_fills_a_violation(qapp: object) -> None:
    """With the Russian catalogue installed the sheet's words and an engine refusal come
    out in Russian, its parameters filled in."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from desktop.translations import install_translations
    from desktop.widgets.violations import violation_detail
    from rules.errors import RuleViolation

    locale = QLocale()
    translators = install_translations(QCoreApplication.instance(), "ru")
    try:
        assert QCoreApplication.translate("ThreeBugsPaper", "Total") == "Итого"
        refusal = RuleViolation(
            "all-pass tricks sum to {total}; they must sum to {needed}",
            deal=2, field="tricks", total=16, needed=13,
        )  # fmt: skip
        assert violation_detail(refusal) == "взятки на распасовке в сумме 16, а должно быть 13"
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(locale)
    assert QCoreApplication.translate("ThreeBugsPaper", "Total") == "Total"


@pytest.fixture
def russian(qapp: object) -> Any:
    """The Russian catalogue installed for one test."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from desktop.translations import install_translations

    locale = QLocale()
    translators = install_translations(QCoreApplication.instance(), "ru")
    yield translators
    for translator in translators:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(locale)


def refusal(game: str, players: list[str], options: dict[str, Any], deal: dict[str, Any]) -> Any:
    """What the engine says to ``deal`` as the first deal of a new sitting."""
    from rules.errors import RuleViolation
    from rules.session import new_session, read_deal, verify_deal

    session = new_session(game, players, options)
    with pytest.raises(RuleViolation) as refused:
        verify_deal(session, read_deal(session, deal))
    return refused.value


FOUR = ["Anna", "Boris", "Vera", "Gleb"]


def test_the_words_in_a_refusal_are_russian_too(russian: Any) -> None:
    """The engines' words in the parameters (field names, type words, a deal type's
    choices, a fault kind, a variant) come out in Russian; numbers and player names as
    they were written."""
    from desktop.widgets.violations import violation_detail, violation_text
    from rules.errors import RuleViolation
    from rules.session import new_session

    bad_type = refusal("three-bugs", FOUR, {}, {"type": "bid", "dealer": "Anna"})
    assert violation_detail(bad_type) == "тип сдачи: «bid» не из числа засдача, игра, распасовка"

    text_tricks = refusal(
        "three-bugs", FOUR, {},
        {"type": "contract", "dealer": "Anna", "soloist": "Boris", "contract": "6S",
         "tricks": "8", "honours": 0},
    )  # fmt: skip
    assert violation_text(text_tricks) == "Сдача 1: взятки солиста: нужно целое число, а не текст"

    no_player = refusal(
        "three-bugs", FOUR, {},
        {"type": "contract", "dealer": "Anna", "soloist": "Boris", "contract": "6S",
         "tricks": 6, "honours": 0, "faults": [{"kind": "revoke"}]},
    )  # fmt: skip
    assert violation_detail(no_player) == (
        "для нарушения «ренонс» нужен нарушитель (игрок за столом)"
    )

    with pytest.raises(RuleViolation) as dummy:
        new_session("three-bugs", FOUR, {"dummy": True})
    assert violation_detail(dummy.value) == (
        "в «Три жучка» (с болваном) играют ровно 3 игрока, а не 4"
    )

    rummy = refusal(
        "rummy", ["Anna", "Boris", "Vera"], {},
        {"melded": {"Anna": -5, "Boris": 0, "Vera": 0}, "in_hand": {"Anna": 0, "Boris": 0,
                                                                    "Vera": 0}},
    )  # fmt: skip
    assert violation_detail(rummy) == "выложено у игрока Anna: −5 вне пределов 0..340"

    with pytest.raises(RuleViolation) as variant:
        new_session("stukolka", FOUR, {"variant": "mandatory"})
    assert violation_detail(variant.value) == (
        "вариант: «mandatory» не из числа простая, обязательная"
    )


def test_player_names_are_never_translated(russian: Any) -> None:
    """A player called like a field ("dealer") keeps his name in a refusal."""
    from desktop.widgets.violations import violation_detail
    from rules.errors import RuleViolation
    from rules.session import new_session

    with pytest.raises(RuleViolation) as twice:
        new_session("gin", ["dealer", "dealer"], {})
    assert violation_detail(twice.value) == "имя игрока «dealer» указано дважды"


def test_a_bad_file_line_in_russian_and_english(russian: Any) -> None:
    """The one line of `zapis score` for a file that is not JSON: its place and the JSON
    reader's words in Russian; in English it is exactly the line `zapis score` prints."""
    from PySide6.QtCore import QCoreApplication

    from desktop.widgets.violations import violation_line
    from rules.errors import RuleViolation
    from rules.session import read_session

    with pytest.raises(RuleViolation) as broken:
        read_session('{"format": "zapis-session",\n  "version": }')
    assert violation_line(broken.value) == (
        "строка 2: неверный JSON: ожидалось значение (столбец 14)"
    )
    for translator in russian:
        QCoreApplication.removeTranslator(translator)
    assert violation_line(broken.value) == broken.value.text()


def test_storage_failure_in_russian_and_english(russian: Any) -> None:
    """A database held by another window reads in Russian with the file and SQLite's
    words as they were; the same failure read with no catalogue is exactly str(), the
    line ``zapis`` prints."""
    from PySide6.QtCore import QCoreApplication

    from db.errors import StorageError
    from desktop.widgets.storage_text import problem_text, storage_text

    busy = StorageError(
        "{where} is busy: another Zapis window or program is writing to it and has held "
        "it too long ({reason}); try again in a moment (nothing was written)",
        where="/home/anna/zapis.sqlite3",
        reason="database is locked",
    )
    assert storage_text(busy) == (
        "база данных /home/anna/zapis.sqlite3 занята: другое окно Zapis или другая "
        "программа записывает в неё и слишком долго её не отпускает (database is locked); "
        "повторите попытку чуть позже (ничего не записано)"
    )
    assert problem_text(busy) == storage_text(busy)
    for translator in russian:
        QCoreApplication.removeTranslator(translator)
    assert storage_text(busy) == str(busy)
    assert str(busy).startswith("/home/anna/zapis.sqlite3 is busy: another Zapis window")


def test_every_built_in_games_title_is_listed_and_in_russian() -> None:
    """The games' English titles come from the rules registry (no list kept in desktop/);
    tools/update_translations.py lists them for lupdate in the Games context, and
    zapis_ru.ts translates each one."""
    from desktop.widgets.violation_messages import GAME_TITLES
    from rules.registry import games

    titles = [entry.title for entry in games()]
    assert titles == list(GAME_TITLES)
    root = ET.parse(TRANSLATIONS / "zapis_ru.ts").getroot()
    russian = {
        m.findtext("source"): m.findtext("translation")
        for c in root.iter("context")
        if c.findtext("name") == "Games"
        for m in c.iter("message")
    }
    assert [russian.get(title) for title in titles] == [
        "Три жучка",
        "Стуколка",
        "Джин",
        "Рамми",
        "Преферанс",
    ]
