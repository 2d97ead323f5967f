"""A Core statement compiled once per database dialect and run with the driver's SQL:
the few statements every deal's write runs (issue 15: SQLAlchemy's per-execution
compile-cache lookup and parameter handling cost a quarter of a write on SQLite).

The SQL string and the parameters' order come from SQLAlchemy's compiler, and each
parameter goes through its column type's own bind processing (``dialect_impl``), as a
Core execution would; the statement is then run by ``Connection.exec_driver_sql``, so the
connection's events, transaction and error wrapping are SQLAlchemy's as before. Only for
statements whose results need no type processing (no JSON or dates read back)."""

from __future__ import annotations

import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy.engine import Connection, CursorResult, Dialect
from sqlalchemy.sql.expression import ClauseElement

_Processor = Callable[[Any], Any] | None


@dataclass(frozen=True, slots=True)
class _Compiled:
    sql: str
    names: tuple[str, ...]
    processors: tuple[_Processor, ...]
    positional: bool


class Prepared:
    """``statement``, compiled the first time it runs on each dialect."""

    def __init__(self, statement: ClauseElement) -> None:
        """Keep ``statement`` (its parameters are named ``bindparam``s)."""
        self._statement = statement
        self._compiled: weakref.WeakKeyDictionary[Dialect, _Compiled] = weakref.WeakKeyDictionary()

    def _for(self, dialect: Dialect) -> _Compiled:
        found = self._compiled.get(dialect)
        if found is None:
            compiled: Any = self._statement.compile(dialect=dialect)
            names = tuple(compiled.positiontup if compiled.positional else compiled.binds)
            processors = tuple(
                compiled.binds[name].type.dialect_impl(dialect).bind_processor(dialect)
                for name in names
            )
            found = _Compiled(compiled.string, names, processors, bool(compiled.positional))
            self._compiled[dialect] = found
        return found

    def run(
        self, connection: Connection, parameters: Mapping[str, Any] | Sequence[Mapping[str, Any]]
    ) -> CursorResult[Any]:
        """Execute with ``parameters`` (a list of them: executemany)."""
        compiled = self._for(connection.dialect)
        if isinstance(parameters, Mapping):
            bound = _bound(compiled, parameters)
        else:
            bound = [_bound(compiled, each) for each in parameters]
        result: CursorResult[Any] = connection.exec_driver_sql(compiled.sql, bound)
        return result


def _bound(compiled: _Compiled, parameters: Mapping[str, Any]) -> Any:
    values = [
        value if processor is None or value is None else processor(value)
        for value, processor in zip(
            (parameters[name] for name in compiled.names), compiled.processors, strict=True
        )
    ]
    if compiled.positional:
        return tuple(values)
    return dict(zip(compiled.names, values, strict=True))
