"""Exports and commands (issue 32, items 7, 9 and 10), each run as the real ``zapis``
command in new processes on real files: the CSV formula guard under a ``;`` list
separator, an evening never adding two currencies, Ctrl-C as one line, a sitting id too
large for a number, and an export over a symbolic link or to the longest legal name."""

from __future__ import annotations

import csv
import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.db.processes import one_line, run_zapis
from tests.db.test_settle_cli import MONEY
from tests.helpers import session_dict

HOSTILE = ["X;=1+1;", "=cmd|' /C calc'!A0", "a,@SUM(1)", "b;;+1", "c|-2+3"]


def _import(database: Path, folder: Path, data: dict[str, object], name: str) -> str:
    file = folder / f"{name}.json"
    file.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    result = run_zapis("--database", str(database), "import", str(file))
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


@pytest.mark.parametrize("separator", [",", ";", "\t", "|"])
def test_no_cell_of_an_exported_csv_is_a_formula(tmp_path: Path, separator: str) -> None:
    """``X;=1+1;`` was written unquoted, and a spreadsheet splitting on ``;`` (Russian,
    German, French settings) saw a cell ``=1+1``. Read back with any separator, quotes
    honoured or not, no cell starts like a formula except a plain signed number."""
    database = tmp_path / "z.sqlite3"
    players = [*HOSTILE, "Анна"]
    deal = {"melded": {name: 10 for name in players}, "in_hand": {name: 3 for name in players}}
    sitting = _import(database, tmp_path, session_dict("rummy", players, [deal]), "hostile")
    out = tmp_path / "sheet.csv"
    result = run_zapis("--database", str(database), "export", sitting, str(out))
    assert result.returncode == 0, result.stderr
    text = out.read_text(encoding="utf-8-sig")
    cells = [cell for row in csv.reader(io.StringIO(text), delimiter=separator) for cell in row]
    cells += [cell for line in text.splitlines() for cell in line.split(separator)]
    for cell in cells:
        bare = cell.strip('"')
        if bare[:1] in ("=", "+", "-", "@"):
            assert bare.lstrip("+-").isdigit(), repr(cell)


def _money_file(folder: Path, name: str, **changes: str) -> Path:
    case = json.loads((MONEY / f"{name}.json").read_text(encoding="utf-8"))
    session = {**case["session"], **changes}
    path = folder / f"{name}-{len(changes)}.json"
    path.write_text(json.dumps(session, ensure_ascii=False), encoding="utf-8")
    return path


def test_two_currencies_are_never_added(tmp_path: Path) -> None:
    """``zapis settle 1 2 --currency ₽`` added 23,000 dollars and 230 rubles as rubles,
    and the refusal without ``--currency`` told the user to do just that. Now both are
    refused in one line that does not; one price for all, in its currency, settles."""
    database = str(tmp_path / "z.sqlite3")
    dollars = _money_file(tmp_path, "money-gin-source-example", currency="$", price="100")
    rubles = _money_file(tmp_path, "money-gin-source-example")
    result = run_zapis("--database", database, "import", str(dollars), str(rubles))
    assert result.stdout.split() == ["1", "2"], result.stderr
    plain = one_line(run_zapis("--database", database, "settle", "1", "2"))
    assert "cannot be added" in plain and "choose one currency" not in plain, plain
    forced = one_line(run_zapis("--database", database, "settle", "1", "2", "--currency", "₽"))
    assert "cannot be added" in forced, forced
    relabelled = one_line(run_zapis("--database", database, "settle", "1", "--currency", "₽"))
    assert "$" in relabelled and "--price" in relabelled, relabelled
    one_price = run_zapis(
        "--database", database, "settle", "1", "2", "--price", "0.10", "--currency", "₽"
    )
    assert one_price.returncode == 0, one_price.stderr
    assert json.loads(one_price.stdout)["currency"] == "₽"


@pytest.mark.parametrize("command", ["settle", "export"])
def test_a_sitting_id_too_large_for_a_number_is_one_line(tmp_path: Path, command: str) -> None:
    """``zapis settle 99999999999999999999`` was an OverflowError traceback."""
    database = str(tmp_path / "z.sqlite3")
    extra = [str(tmp_path / "x.json")] if command == "export" else []
    line = one_line(run_zapis("--database", database, command, "99999999999999999999", *extra))
    assert "sitting id" in line, line


def _has_open(pid: int, file: Path) -> bool:
    folder = Path(f"/proc/{pid}/fd")
    try:
        return any(os.readlink(fd) == str(file) for fd in folder.iterdir())
    except OSError:
        return False


@pytest.mark.parametrize("command", ["score", "import"])
def test_ctrl_c_is_one_line_saying_what_was_written(tmp_path: Path, command: str) -> None:
    """Ctrl-C during ``score`` or ``import`` printed a 22–54 line KeyboardInterrupt
    traceback; now one line saying what was written, and exit status 130."""
    from tests.db.test_size_limits import _rummy_of_eight

    # Half the largest sitting admitted: enough work (a second or more) to be interrupted in.
    file = tmp_path / "big.json"
    file.write_text(json.dumps(_rummy_of_eight(5_000)), encoding="utf-8")
    args = ["--database", str(tmp_path / "z.sqlite3"), command, str(file)]
    if command == "score":
        args = args[2:]
    process = subprocess.Popen(
        [sys.executable, "-m", "commands.main", *args],
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    # Sent once the command is in its work (Python's own start-up, before any handler
    # is set, is not Zapis's to speak for): it has the file open, or made the database.
    database = tmp_path / "z.sqlite3"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and process.poll() is None:
        if database.exists() or _has_open(process.pid, file):
            break
        time.sleep(0.005)
    time.sleep(0.2)
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    if process.returncode == 0:
        pytest.skip("the command ended before the interrupt came")
    assert process.returncode == 130, stderr
    lines = stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in stderr, stderr
    assert lines[0].startswith("zapis: interrupted"), lines


@pytest.fixture
def exported(tmp_path: Path) -> tuple[str, str]:
    """A database with one sitting in it, and its id."""
    database = tmp_path / "z.sqlite3"
    sitting = _import(database, tmp_path, session_dict("rummy", ["Anna", "Boris"], []), "s")
    return str(database), sitting


def test_an_export_through_a_symbolic_link_writes_its_target(
    tmp_path: Path, exported: tuple[str, str]
) -> None:
    """Exporting over a link replaced the link with a file carrying the target's mode;
    now the link stays, and its target takes the new bytes and keeps its mode."""
    database, sitting = exported
    target = tmp_path / "real.json"
    target.write_text("old", encoding="utf-8")
    os.chmod(target, 0o640)
    link = tmp_path / "link.json"
    link.symlink_to(target)
    result = run_zapis("--database", database, "export", sitting, str(link))
    assert result.returncode == 0, result.stderr
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert json.loads(target.read_text(encoding="utf-8"))["game"] == "rummy"
    assert target.stat().st_mode & 0o777 == 0o640


def test_an_export_through_a_link_to_a_device_is_refused(
    tmp_path: Path, exported: tuple[str, str]
) -> None:
    """A link to /dev/full was replaced by a 0666 file; a device is not an export's."""
    database, sitting = exported
    link = tmp_path / "full.json"
    link.symlink_to("/dev/full")
    line = one_line(run_zapis("--database", database, "export", sitting, str(link)))
    assert "not a regular file" in line, line
    assert link.is_symlink() and Path("/dev/full").is_char_device()


def test_the_longest_legal_name_is_exported(tmp_path: Path, exported: tuple[str, str]) -> None:
    """A 250-byte name was refused because the temporary name beside it was longer."""
    database, sitting = exported
    target = tmp_path / ("n" * 250 + ".json")
    result = run_zapis("--database", database, "export", sitting, str(target))
    assert result.returncode == 0, result.stderr
    assert json.loads(target.read_text(encoding="utf-8"))["game"] == "rummy"
    assert [path.name for path in tmp_path.iterdir() if path.name.startswith(".")] == []


def test_every_players_numbers_are_printed_and_told_apart(tmp_path: Path) -> None:
    """A name of 44+ characters squeezed another player's column off the sheet or into
    "…", eight names sharing a long start printed as one header, and a 200-letter name
    ran off the page (issue 32, item 8). Now the columns are numbered, with a legend
    naming each player in full, wrapped to the page; every total is printed."""
    start = "Александр Сергеевич Пушкин-Гончаров из Болдина номер "
    players = [f"{start}{seat}" for seat in range(7)] + ["Щ" * 200]
    deal = {
        "melded": {name: 10 + seat for seat, name in enumerate(players)},
        "in_hand": {name: 0 for name in players},
    }
    database = tmp_path / "z.sqlite3"
    sitting = _import(database, tmp_path, session_dict("rummy", players, [deal]), "long")
    pdf = tmp_path / "sheet.pdf"
    result = run_zapis("--database", str(database), "export", sitting, str(pdf))
    assert result.returncode == 0, result.stderr
    text = subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    flat = "".join(text.split())
    for seat, name in enumerate(players, start=1):
        assert f"{seat}—{''.join(name.split())}" in flat, name[:60]
    total = next(line for line in text.splitlines() if line.startswith("Total"))
    assert total.split()[1:] == [str(10 + seat) for seat in range(8)], total
    assert "…" not in text
    width = max(len(line) for line in text.splitlines())
    assert width < 130, width
