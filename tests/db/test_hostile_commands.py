"""The ``zapis`` command under hostile conditions (issue 13): files that are not files,
files too large, output that cannot be written, sitting ids that are not ids. Each is one
line and a non-zero status, never a traceback, never a hang."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from commands.main import SITTING_ID_LIMIT, main
from db import Store
from rules.limits import FILE_LIMIT_BYTES
from tests.conftest import REPO
from tests.db.processes import one_line, run_zapis
from tests.helpers import session_dict

GOOD = session_dict("rummy", ["Anna", "Boris"], [])


def _good_file(folder: Path, name: str = "good.json") -> Path:
    path = folder / name
    path.write_text(json.dumps(GOOD), encoding="utf-8")
    return path


def test_dev_zero_is_refused_unread() -> None:
    """/dev/zero was read without end (3 GB and counting)."""
    line = one_line(run_zapis("score", "/dev/zero"))
    assert line == "/dev/zero: the file is a device, not a session file"


def test_a_named_pipe_is_refused_without_waiting(tmp_path: Path) -> None:
    """A FIFO with no writer blocked ``zapis score`` and ``import`` forever."""
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert one_line(run_zapis("score", str(fifo))) == (
        f"{fifo}: the file is a named pipe, not a session file"
    )
    database = tmp_path / "z.sqlite3"
    result = run_zapis("--database", str(database), "import", str(fifo))
    assert one_line(result) == f"{fifo}: the file is a named pipe, not a session file"


def test_a_huge_file_is_refused_by_its_size(tmp_path: Path) -> None:
    """A 3 GB file (sparse: nothing is written) is refused before a byte is read; one just
    over the limit too; a folder is not a file."""
    huge = tmp_path / "huge.json"
    with huge.open("wb") as file:
        file.truncate(3 * 1024**3)
    expected = f"the file is larger than {FILE_LIMIT_BYTES} bytes, more than a session file can be"
    assert one_line(run_zapis("score", str(huge))) == f"{huge}: {expected}"
    just_over = tmp_path / "over.json"
    with just_over.open("wb") as file:
        file.truncate(FILE_LIMIT_BYTES + 1)
    assert one_line(run_zapis("score", str(just_over))) == f"{just_over}: {expected}"
    assert one_line(run_zapis("score", str(tmp_path))).endswith(
        "the file is a folder, not a session file"
    )


def test_a_file_that_lies_about_its_size_is_read_only_to_the_limit(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """/proc files say they are 0 bytes long and go on: such a file is read to the limit
    + 1 bytes and refused (the limit lowered to 100 bytes here, /proc/self/maps is more)."""
    from rules import session_file

    maps = Path("/proc/self/maps")
    if not maps.exists() or maps.stat().st_size != 0:
        pytest.skip("no /proc file that hides its size here")
    monkeypatch.setattr(session_file, "FILE_LIMIT_BYTES", 100)
    assert main(["score", str(maps)]) == 2
    assert capsys.readouterr().err == (
        f"{maps}: the file is larger than 100 bytes, more than a session file can be\n"
    )


def test_an_unreadable_file_and_a_missing_one_are_one_line(tmp_path: Path) -> None:
    missing = tmp_path / "missing.json"
    assert one_line(run_zapis("score", str(missing))) == (
        f"{missing}: cannot read the file: No such file or directory"
    )


def test_a_newline_in_a_file_name_is_not_printed(tmp_path: Path) -> None:
    odd = tmp_path / "two\nlines.json"
    odd.write_text("{", encoding="utf-8")
    line = one_line(run_zapis("--database", str(tmp_path / "z.sqlite3"), "import", str(odd)))
    assert line.startswith(f"{tmp_path}/two\\nlines.json: line 1: not valid JSON")


def _to_dev_full(*args: str) -> subprocess.CompletedProcess[str]:
    with open("/dev/full", "w") as full:
        return subprocess.run(
            [sys.executable, "-m", "commands.main", *args],
            cwd=REPO,
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
def test_output_to_a_full_disk_is_one_line(tmp_path: Path) -> None:
    """``zapis score > /dev/full`` gave a traceback; ``import`` gave one after the sitting
    was committed. Now: one line, status 1; import says what was imported under which id,
    and it is there."""
    good = _good_file(tmp_path)
    scored = _to_dev_full("score", str(good))
    assert scored.returncode == 1
    assert scored.stderr == "zapis: cannot write the output (No space left on device)\n"
    database = tmp_path / "z.sqlite3"
    imported = _to_dev_full("--database", str(database), "import", str(good))
    assert imported.returncode == 1
    assert imported.stderr == (
        "zapis: cannot write the output (No space left on device); "
        f"{good} was imported as sitting 1\n"
    )
    with Store.open(str(database)) as store:
        assert store.count_sittings() == 1
    listed = _to_dev_full("--database", str(database), "sessions")
    assert listed.returncode == 1 and listed.stderr.count("\n") == 1


@pytest.mark.parametrize("given", ["abc", "0", "-3", "99999999999999999999", "1.5", str(2**31)])
def test_a_sitting_id_that_is_not_one_is_one_line(
    given: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``open abc`` printed two lines, ``open 0`` nothing, a huge id Python's own words."""
    for command in ("open", "export"):
        arguments = [command, given] if command == "open" else [command, given, "out.json"]
        with pytest.raises(SystemExit) as exited:
            main(arguments)
        assert exited.value.code == 2
        err = capsys.readouterr().err
        assert err == (
            f"zapis {command}: argument ID: the sitting id must be a whole number from 1 to "
            f"{SITTING_ID_LIMIT}, not '{given}'\n"
        )


def test_an_export_is_written_whole_or_not_at_all(tmp_path: Path) -> None:
    """The export goes to a temporary file renamed into place: an export into a folder
    that cannot take the file leaves nothing, and a good one replaces the old file whole
    and keeps its permissions."""
    database = tmp_path / "z.sqlite3"
    good = _good_file(tmp_path)
    assert run_zapis("--database", str(database), "import", str(good)).stdout == "1\n"
    target = tmp_path / "out.json"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o640)
    assert run_zapis("--database", str(database), "export", "1", str(target)).returncode == 0
    assert json.loads(target.read_text(encoding="utf-8"))["players"] == ["Anna", "Boris"]
    assert target.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []
    missing = tmp_path / "no-such-folder" / "out.json"
    line = one_line(run_zapis("--database", str(database), "export", "1", str(missing)))
    assert line == f"{missing}: cannot write the file: No such file or directory"


def test_a_closed_output_or_one_that_cannot_take_the_names_is_one_line(tmp_path: Path) -> None:
    """Standard output closed (``>&-``), or an ASCII-only output for a Cyrillic name: one
    line each, status 1, no traceback."""
    good = tmp_path / "cyrillic.json"
    good.write_text(json.dumps(session_dict("rummy", ["Вера", "Boris"], [])), encoding="utf-8")
    command = f"'{sys.executable}' -m commands.main score '{good}' >&-"
    closed = subprocess.run(
        ["bash", "-c", command], cwd=REPO, capture_output=True, text=True, timeout=120
    )
    assert closed.returncode == 1
    assert closed.stderr == "zapis: cannot write the output (the standard output is closed)\n"
    ascii_only = subprocess.run(
        [sys.executable, "-m", "commands.main", "score", str(good)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONIOENCODING": "ascii"},
    )
    assert ascii_only.returncode == 1 and ascii_only.stderr.count("\n") == 1
    assert ascii_only.stderr.startswith("zapis: cannot write the output (")


def test_zapis_hand_reads_as_zapis_score_does(tmp_path: Path) -> None:
    """``zapis hand`` reads its request through the same reader and limits: a device, a
    pipe, nesting 1,000 deep and a number of 5,000 digits are one line each."""
    assert one_line(run_zapis("hand", "/dev/zero")) == (
        "/dev/zero: the file is a device, not a session file"
    )
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert one_line(run_zapis("hand", str(fifo))).endswith("is a named pipe, not a session file")
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 1000 + "]" * 1000, encoding="utf-8")
    assert "nested more than" in one_line(run_zapis("hand", str(deep)))
    huge = tmp_path / "huge.json"
    huge.write_text('{"game": ' + "9" * 5000 + "}", encoding="utf-8")
    assert "a number of 5000 digits" in one_line(run_zapis("hand", str(huge)))
