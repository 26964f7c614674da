"""A batch importer that collects failures into ExceptionGroups, handled with except* and notes."""
import traceback


class ImportErrorBase(Exception):
    pass


class ValidationError(ImportErrorBase):
    def __init__(self, row, field, msg):
        super().__init__(f"row {row}: {field} {msg}")
        self.row, self.field = row, field


class DuplicateError(ImportErrorBase):
    pass


ROWS = [
    {"id": 1, "email": "a@x.org", "age": "31"},
    {"id": 2, "email": "bad-email", "age": "27"},
    {"id": 3, "email": "c@x.org", "age": "-4"},
    {"id": 1, "email": "dup@x.org", "age": "40"},
    {"id": 5, "email": "e@x.org", "age": "old"},
]


def validate(i, row, seen):
    errors = []
    if "@" not in row["email"]:
        errors.append(ValidationError(i, "email", "is not an address"))
    try:
        age = int(row["age"])
        if age < 0:
            errors.append(ValidationError(i, "age", "must be non-negative"))
    except ValueError as e:
        err = ValidationError(i, "age", "is not a number")
        err.__cause__ = e
        errors.append(err)
    if row["id"] in seen:
        errors.append(DuplicateError(f"row {i}: id {row['id']} already imported"))
    seen.add(row["id"])
    if errors:
        raise ExceptionGroup(f"row {i} rejected", errors)
    return row


def import_all(rows):
    ok, failures, seen = [], [], set()
    for i, row in enumerate(rows):
        try:
            ok.append(validate(i, row, seen))
        except ExceptionGroup as eg:
            eg.add_note(f"input: {row}")
            failures.append(eg)
    if failures:
        raise ExceptionGroup("import failed", failures)
    return ok


try:
    import_all(ROWS)
except* DuplicateError as dup:
    print("duplicates:", [str(e) for g in dup.exceptions for e in g.exceptions])
except* ValidationError as val:
    flat = [e for g in val.exceptions for e in g.exceptions]
    print("validation:", len(flat), sorted((e.row, e.field) for e in flat))
    print("caused:", [type(e.__cause__).__name__ for e in flat if e.__cause__])
    print("notes:", [n for g in val.exceptions for n in getattr(g, "__notes__", [])][:2])

eg = ExceptionGroup("mixed", [ValueError("v1"), TypeError("t1"), ExceptionGroup("inner", [ValueError("v2"), KeyError("k")])])
match, rest = eg.split(ValueError)
print(repr(match), "|", repr(rest))
print(eg.subgroup(lambda e: isinstance(e, (KeyError, TypeError))))
print(len(eg.exceptions), eg.message, str(eg), eg.derive([ZeroDivisionError("z")]))
print("".join(traceback.format_exception_only(ValueError, ValueError("bad value"))).strip())

try:
    try:
        {}["k"]
    except KeyError as e:
        raise RuntimeError("lookup failed") from e
except RuntimeError as e:
    print(repr(e.__cause__), e.__suppress_context__, repr(e.__context__))
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("while handling")
except ValueError as e:
    print(repr(e.__context__), e.__cause__, e.__suppress_context__)
try:
    try:
        raise OSError("disk")
    except OSError:
        raise LookupError("hidden") from None
except LookupError as e:
    print(e.__suppress_context__, repr(e.__context__))
try:
    raise ExceptionGroup("only", [KeyboardInterrupt()])
except TypeError as e:
    print("TypeError", e)
try:
    ExceptionGroup("empty", [])
except ValueError as e:
    print("ValueError", e)
try:
    try:
        raise ExceptionGroup("eg", [OSError("io"), ValueError("val")])
    except* OSError:
        print("handled OSError part")
except ExceptionGroup as rest:
    print("left over:", repr(rest))
e = ValueError("x")
e.add_note("first")
e.add_note("second")
print(e.__notes__)
try:
    e.add_note(42)
except TypeError as err:
    print("TypeError", err)
