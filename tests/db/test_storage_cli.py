"""``zapis import``, ``zapis export`` and ``zapis sessions`` (commands/storage.py), run
through the command's own entry point; messages as session-format.md gives them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from commands.main import main
from db import Store
from tests.conftest import CASES
from tests.db.samples import FOUR, grand_slam, rummy_deal


def _case_file(tmp_path: Path, name: str) -> Path:
    case = json.loads((CASES / f"{name}.json").read_text(encoding="utf-8"))
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(case["session"], ensure_ascii=False), encoding="utf-8")
    return path


def test_import_prints_each_new_id(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Two good files: two ids, one a line, exit 0; the sittings are in the database."""
    database = str(tmp_path / "z.sqlite3")
    files = [
        _case_file(tmp_path, "gin-source-example"),
        _case_file(tmp_path, "stukolka-spec-example"),
    ]
    assert main(["--database", database, "import", *map(str, files)]) == 0
    out = capsys.readouterr()
    assert out.out.split() == ["1", "2"]
    assert out.err == ""
    with Store.open(database) as store:
        assert [row.game for row in store.find_sittings()] == ["stukolka", "gin"]


def test_a_bad_file_is_refused_with_the_score_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file ``zapis score`` refuses (deal 1: soloist tricks 14 is outside 0..13) is
    refused by import with the same line after its name, exit 2, nothing of it written;
    the good file beside it is still imported. Not-JSON is refused the same way."""
    database = str(tmp_path / "z.sqlite3")
    bad = _case_file(tmp_path, "bad-tricks-over-13")
    assert main(["score", str(bad)]) == 2
    score_line = capsys.readouterr().err.strip()
    assert score_line.startswith("deal 1:")
    not_json = tmp_path / "broken.json"
    not_json.write_text("{ nope", encoding="utf-8")
    good = _case_file(tmp_path, "three-bugs-10nt-down-two")
    status = main(["--database", database, "import", str(bad), str(not_json), str(good)])
    out = capsys.readouterr()
    assert status == 2
    assert out.out.split() == ["1"]
    lines = out.err.strip().splitlines()
    assert lines[0] == f"{bad}: {score_line}"
    assert lines[1].startswith(f"{not_json}: line 1: not valid JSON")
    assert len(lines) == 2
    with Store.open(database) as store:
        assert store.count_sittings() == 1
        assert store.known_players() == sorted(FOUR)


def test_export_import_export_is_byte_identical(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A sitting built in the store is exported, imported as a new sitting and exported
    again: the two files are byte-identical (Cyrillic kept as written)."""
    database = str(tmp_path / "z.sqlite3")
    with Store.open(database) as store:
        sitting = store.create_sitting("three-bugs", ["Анна", "Борис", "Вера", "Глеб"]).id
        store.add_deal(sitting, grand_slam("Анна", "Борис"))
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    assert main(["--database", database, "export", str(sitting), str(first)]) == 0
    assert main(["--database", database, "import", str(first)]) == 0
    new_id = capsys.readouterr().out.strip()
    assert new_id == "2"
    assert main(["--database", database, "export", new_id, str(second)]) == 0
    assert first.read_bytes() == second.read_bytes()
    assert "Борис" in first.read_text(encoding="utf-8")


def test_export_of_an_unknown_sitting(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Exporting a sitting that is not there: one line, exit 2, no file written."""
    database = str(tmp_path / "z.sqlite3")
    target = tmp_path / "out.json"
    assert main(["--database", database, "export", "7", str(target)]) == 2
    assert "no sitting 7" in capsys.readouterr().err
    assert not target.exists()


def test_sessions_lists_one_line_per_sitting(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``zapis sessions``: id, game, players, date, number of deals, leader or winner,
    newest first; the database chosen by ``ZAPIS_DATABASE_URL``. Rummy to 100: Boris
    +110 wins; Anna's +5 leads the open one."""
    database = str(tmp_path / "env.sqlite3")
    monkeypatch.setenv("ZAPIS_DATABASE_URL", database)
    with Store.open() as store:
        assert store.location == database
        won = store.create_sitting("rummy", ["Anna", "Boris"], {"target": 100}).id
        store.add_deal(won, rummy_deal(Anna=(0, 0), Boris=(110, 0)))
        open_one = store.create_sitting("rummy", ["Anna", "Vera"]).id
        store.add_deal(open_one, rummy_deal(Anna=(5, 0), Vera=(0, 0)))
        store.add_deal(open_one, rummy_deal(Anna=(0, 0), Vera=(0, 0)))
        empty = store.create_sitting("three-bugs", FOUR).id
        date = store.load(won).created.astimezone().strftime("%Y-%m-%d")
    assert main(["sessions"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == [
        f"{empty}\tthree-bugs\tAnna, Boris, Vera, Gleb\t{date}\t0 deals\tno leader",
        f"{open_one}\trummy\tAnna, Vera\t{date}\t2 deals\tleader Anna",
        f"{won}\trummy\tAnna, Boris\t{date}\t1 deal\twinner Boris",
    ]


def test_default_database_is_created_in_the_data_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no --database and no variable, the file is made in the user's data folder
    (platformdirs; XDG_DATA_HOME on Linux) on first start."""
    monkeypatch.delenv("ZAPIS_DATABASE_URL", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert main(["sessions"]) == 0
    assert capsys.readouterr().out == ""
    assert (tmp_path / "data" / "zapis" / "zapis.sqlite3").is_file()


def test_storage_problem_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A database URL whose driver does not exist: one line, exit 2."""
    assert main(["--database", "nosuchdb://x/y", "sessions"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "nosuchdb" in err
