"""Fuzzing ``zapis score`` with mutated session files (issue 13's 3,200-file run, as a
property): whatever the bytes, the command ends with status 0 and the sheet on stdout, or
status 2, nothing on stdout and exactly one line on stderr; never a traceback.

The mutations are the classes the adversarial run found plus plain byte damage: numbers of
thousands of digits, deep nesting, lone surrogates, control characters, NaN, a byte-order
mark, and random bytes inserted, deleted or overwritten anywhere."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from commands.main import main
from tests.conftest import CASES
from tests.helpers import session_dict

FUZZ = settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


def _seeds() -> list[bytes]:
    """Valid session files to mutate: the conformance cases' sessions and one of each game."""
    seeds = []
    for path in sorted(CASES.glob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        seeds.append(json.dumps(case["session"], ensure_ascii=False, indent=1).encode())
    seeds.append(
        json.dumps(
            session_dict(
                "stukolka",
                ["Anna", "Борис", "Vera"],
                [{"dealer": "Anna", "knocked": ["Anna", "Борис"], "tricks": {"Anna": 2}}],
            ),
            ensure_ascii=False,
        ).encode()
    )
    seeds.append(
        json.dumps(
            session_dict(
                "rummy",
                ["Anna", "Boris"],
                [{"melded": {"Anna": 40, "Boris": 10}, "in_hand": {"Anna": 0, "Boris": 12}}],
            )
        ).encode()
    )
    return seeds


SEEDS = _seeds()
HOSTILE = [
    b"9" * 5000,
    b"-" + b"9" * 20,
    b"[" * 1000,
    b"]" * 1000,
    b"{" * 50,
    b'"\\ud800"',
    b'"\\udfff\\ud800"',
    b'"\\u0000"',
    b'"a\\nb"',
    b'"\\t"',
    b"\n",
    b"\x00",
    b"NaN",
    b"-Infinity",
    b"1e99999",
    b"\xef\xbb\xbf",
    b"\xff\xfe",
    b"\xed\xa0\x80",
    b'"\\u200b"',
    b'"Anna\\u200b"',
    b'"A\\u0301"',
    b"true",
    b"null",
    b'""',
    b"[]",
    b"{}",
    b'"' + "Ж".encode() * 300 + b'"',
]


@st.composite
def mutated_files(draw: st.DrawFn) -> bytes:
    """A seed with one to four mutations: a hostile fragment inserted or put in place of a
    stretch, random bytes inserted or overwritten, a stretch deleted or repeated."""
    data = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(data)))
        span = draw(st.integers(0, 12))
        kind = draw(
            st.sampled_from(["insert", "replace", "bytes", "overwrite", "delete", "repeat"])
        )
        if kind == "insert":
            data[at:at] = draw(st.sampled_from(HOSTILE))
        elif kind == "replace":
            data[at : at + span] = draw(st.sampled_from(HOSTILE))
        elif kind == "bytes":
            data[at:at] = draw(st.binary(min_size=1, max_size=8))
        elif kind == "overwrite":
            data[at : at + span] = draw(st.binary(min_size=span, max_size=span))
        elif kind == "delete":
            del data[at : at + span]
        else:
            data[at:at] = data[at : at + span] * draw(st.integers(1, 50))
    return bytes(data)


def _score(data: bytes, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    descriptor, name = tempfile.mkstemp(suffix=".json")
    try:
        os.write(descriptor, data)
        os.close(descriptor)
        status = main(["score", name])
    finally:
        os.unlink(name)
    out, err = capsys.readouterr()
    return status, out, err


@FUZZ
@given(data=mutated_files())
def test_any_mutated_file_is_a_sheet_or_one_line(
    data: bytes, capsys: pytest.CaptureFixture[str]
) -> None:
    """Exit 0 with the JSON sheet, or exit 2 with one line and nothing on stdout (an
    exception escaping ``main`` would be the traceback the issue found)."""
    _assert_sheet_or_one_line(data, capsys)


def _assert_sheet_or_one_line(data: bytes, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _score(data, capsys)
    if status == 0:
        assert err == ""
        json.loads(out)
    else:
        assert status == 2, (status, err)
        assert out == ""
        lines = err.splitlines()
        assert len(lines) == 1 and err.endswith("\n") and lines[0].strip(), err
        assert "Traceback" not in err


HOSTILE_VALUES = st.one_of(
    st.integers(-(10**30), 10**30),
    st.text(max_size=6),
    st.sampled_from(["\ud800", "a\x00b", "x\ny", "\t", "Anna\u200b", "A\u0301", "\u2028"]),
    st.recursive(st.none() | st.booleans() | st.integers(), st.lists, max_leaves=40),
    st.dictionaries(st.text(max_size=4), st.integers(), max_size=3),
    st.floats(allow_nan=False),
)


@st.composite
def mutated_trees(draw: st.DrawFn) -> bytes:
    """A seed decoded, one value somewhere in it (or a key) replaced by a hostile one, and
    written back: damage that survives the JSON syntax and reaches the checks behind it."""
    data = json.loads(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 3))):
        node = data
        while True:
            children = list(node.items()) if isinstance(node, dict) else list(enumerate(node))
            if not children:
                break
            key, child = draw(st.sampled_from(children))
            if isinstance(child, (dict, list)) and child and draw(st.booleans()):
                node = child
                continue
            if isinstance(node, dict) and draw(st.integers(0, 4)) == 0:
                node[draw(st.sampled_from(["\ud800", "k\n", "é", "x"]))] = node.pop(key)
            else:
                node[key] = draw(HOSTILE_VALUES)
            break
    return json.dumps(data, ensure_ascii=draw(st.booleans())).encode("utf-8", "surrogatepass")


@FUZZ
@given(data=mutated_trees())
def test_any_damaged_tree_is_a_sheet_or_one_line(
    data: bytes, capsys: pytest.CaptureFixture[str]
) -> None:
    """As above, for damage inside valid JSON (written raw, a lone surrogate is not even
    UTF-8; escaped, it is a JSON string no database can keep)."""
    _assert_sheet_or_one_line(data, capsys)


@pytest.mark.parametrize("seed", range(len(SEEDS)))
def test_every_seed_scores(seed: int, capsys: pytest.CaptureFixture[str]) -> None:
    """The seeds themselves are good files or refused ones (the cases' "bad" files)."""
    status, _out, err = _score(SEEDS[seed], capsys)
    assert status in (0, 2) and err.count("\n") <= 1


def test_a_seed_with_a_byte_order_mark_scores_the_same(capsys: pytest.CaptureFixture[str]) -> None:
    """A file saved by an editor that writes a UTF-8 byte-order mark was refused."""
    plain = _score(SEEDS[-1], capsys)
    marked = _score(b"\xef\xbb\xbf" + SEEDS[-1], capsys)
    assert plain[0] == 0 and marked == plain


def test_the_seeds_are_here() -> None:
    assert len(SEEDS) >= 3 and all(Path(CASES).is_dir() for _ in (0,))


def _dumps_with_a_key_twice(value: object, target: int, counter: list[int]) -> str:
    """``value`` as JSON text, the ``target``-th object with a key (depth first) giving
    its first key a second time, with another value (issue 32)."""
    if isinstance(value, dict):
        index = counter[0]
        counter[0] += 1 if value else 0
        parts = [
            f"{json.dumps(key)}: {_dumps_with_a_key_twice(item, target, counter)}"
            for key, item in value.items()
        ]
        if index == target and value:
            first = next(iter(value))
            parts.append(f'{json.dumps(first)}: "the second value"')
        return "{" + ", ".join(parts) + "}"
    if isinstance(value, list):
        items = [_dumps_with_a_key_twice(item, target, counter) for item in value]
        return "[" + ", ".join(items) + "]"
    return json.dumps(value)


def _objects(value: object) -> int:
    if isinstance(value, dict):
        return (1 if value else 0) + sum(_objects(item) for item in value.values())
    if isinstance(value, list):
        return sum(_objects(item) for item in value)
    return 0


@FUZZ
@given(data=st.data())
def test_a_key_given_twice_at_any_level_is_refused_in_one_line(
    data: st.DataObject, capsys: pytest.CaptureFixture[str]
) -> None:
    """A session file giving a key twice in any object — the file itself, its options, a
    deal, a deal's crowns or counts — is refused in one line naming the key: the decoder
    kept the last value silently, so the file meant two things (issue 32)."""
    seed = json.loads(data.draw(st.sampled_from(SEEDS)))
    objects = _objects(seed)
    target = data.draw(st.integers(0, objects - 1))
    text = _dumps_with_a_key_twice(seed, target, [0])
    status, out, err = _score(text.encode(), capsys)
    assert status == 2 and out == "", (status, text[:200])
    assert len(err.splitlines()) == 1 and "duplicate key" in err, err


def test_a_hand_request_giving_a_key_twice_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``zapis hand`` reads its request as a session file is read: a key twice, at the
    top or inside, is one line naming it."""
    request = {
        "game": "gin",
        "hand": ["AS", "2S", "3S", "4H", "5H", "6H", "7C", "8C", "9C", "KD"],
    }
    good = tmp_path / "good.json"
    good.write_text(json.dumps(request), encoding="utf-8")
    assert main(["hand", str(good)]) in (0, 2)
    capsys.readouterr()
    for target in range(_objects(request)):
        bad = tmp_path / "twice.json"
        bad.write_text(_dumps_with_a_key_twice(request, target, [0]), encoding="utf-8")
        assert main(["hand", str(bad)]) == 2
        out, err = capsys.readouterr()
        assert out == "" and len(err.splitlines()) == 1 and "duplicate key 'game'" in err, err
