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
    found: set[str] = set()
    for path in sorted((REPO / "rules").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            first = node.args[0]
            if name == "RuleViolation" and isinstance(first, ast.Constant):
                found.add(str(first.value))
    return found


def test_every_rule_violation_template_is_listed() -> None:
    """Each constant first argument of RuleViolation(...) in rules/ is in
    desktop/violation_messages.py (run tools/update_translations.py when one is new)."""
    from desktop.violation_messages import TEMPLATES

    templates = rule_violation_templates()
    assert len(templates) > 20
    assert sorted(templates - set(TEMPLATES)) == []


def test_every_listed_template_is_in_russian() -> None:
    """The RuleViolation context of zapis_ru.ts covers every listed template."""
    from desktop.violation_messages import TEMPLATES

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

    from desktop.app import install_translations
    from desktop.violations import violation_detail
    from rules.errors import RuleViolation

    locale = QLocale()
    translators = install_translations(QCoreApplication.instance(), "ru")
    try:
        assert QCoreApplication.translate("ThreeBugsSheet", "Total") == "Итого"
        refusal = RuleViolation(
            "all-pass tricks sum to {total}; they must sum to {needed}",
            deal=2, field="tricks", total=16, needed=13,
        )  # fmt: skip
        assert violation_detail(refusal) == "взятки на распасовке в сумме 16, а должно быть 13"
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(locale)
    assert QCoreApplication.translate("ThreeBugsSheet", "Total") == "Total"
