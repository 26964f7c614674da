# A small JSON-schema-like validator: recursive checks, error paths, singledispatch on schema kinds.
import json
from functools import singledispatch
from dataclasses import dataclass
from typing import Any

@dataclass(frozen=True)
class Str:
    min_len: int = 0
    pattern: str | None = None

@dataclass(frozen=True)
class Num:
    lo: float = float("-inf")
    hi: float = float("inf")
    integer: bool = False

@dataclass(frozen=True)
class Arr:
    items: Any
    max_items: int | None = None

@dataclass(frozen=True)
class Obj:
    fields: dict
    required: frozenset = frozenset()
    extra: bool = False

@dataclass(frozen=True)
class OneOf:
    options: tuple

class ValidationError(Exception):
    def __init__(self, path, msg):
        self.path = path
        super().__init__(f"{'/'.join(map(str, path)) or '<root>'}: {msg}")

@singledispatch
def check(schema, value, path):
    raise TypeError(f"unknown schema {schema!r}")

@check.register
def _(schema: Str, value, path):
    if not isinstance(value, str):
        raise ValidationError(path, f"expected string, got {type(value).__name__}")
    if len(value) < schema.min_len:
        raise ValidationError(path, f"shorter than {schema.min_len}")
    if schema.pattern:
        import re
        if not re.fullmatch(schema.pattern, value):
            raise ValidationError(path, f"{value!r} does not match {schema.pattern!r}")

@check.register
def _(schema: Num, value, path):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValidationError(path, f"expected number, got {json.dumps(value)}")
    if schema.integer and not float(value).is_integer():
        raise ValidationError(path, f"{value} is not an integer")
    if not schema.lo <= value <= schema.hi:
        raise ValidationError(path, f"{value} outside [{schema.lo}, {schema.hi}]")

@check.register
def _(schema: Arr, value, path):
    if not isinstance(value, list):
        raise ValidationError(path, "expected array")
    if schema.max_items is not None and len(value) > schema.max_items:
        raise ValidationError(path, f"more than {schema.max_items} items")
    for i, item in enumerate(value):
        check(schema.items, item, path + [i])

@check.register
def _(schema: Obj, value, path):
    if not isinstance(value, dict):
        raise ValidationError(path, "expected object")
    missing = sorted(schema.required - value.keys())
    if missing:
        raise ValidationError(path, f"missing {', '.join(missing)}")
    for key, item in value.items():
        if key in schema.fields:
            check(schema.fields[key], item, path + [key])
        elif not schema.extra:
            raise ValidationError(path + [key], "unexpected field")

@check.register
def _(schema: OneOf, value, path):
    errors = []
    for opt in schema.options:
        try:
            check(opt, value, path)
            return
        except ValidationError as e:
            errors.append(str(e).split(": ", 1)[1])
    raise ValidationError(path, "no option matched (" + "; ".join(errors) + ")")

USER = Obj({
    "name": Str(min_len=1),
    "email": Str(pattern=r"[^@\s]+@[^@\s]+\.\w+"),
    "age": Num(0, 150, integer=True),
    "tags": Arr(Str(), max_items=3),
    "address": Obj({"city": Str(), "zip": OneOf((Str(pattern=r"\d{5}"), Num(0, 99999, integer=True)))},
                   required=frozenset({"city"})),
}, required=frozenset({"name", "email"}))

docs = [
    '{"name": "Ann", "email": "ann@example.com", "age": 34, "tags": ["a"], "address": {"city": "Oslo", "zip": "01234"}}',
    '{"name": "", "email": "x@y.z"}',
    '{"name": "Bob", "email": "bob(at)example"}',
    '{"name": "Cy", "email": "c@d.io", "age": 30.5}',
    '{"name": "Di", "email": "d@e.io", "age": true}',
    '{"name": "Ed", "email": "e@f.io", "tags": ["x", 2]}',
    '{"name": "Fa", "email": "f@g.io", "tags": ["a", "b", "c", "d"]}',
    '{"name": "Gu", "email": "g@h.io", "address": {"zip": 1}}',
    '{"name": "Ho", "email": "h@i.io", "address": {"city": "Rome", "zip": "12a"}}',
    '{"name": "Io", "email": "i@j.io", "nick": "io"}',
    '{"email": "k@l.io"}',
    '[1, 2]',
    '{"name": "Jo", "email": "j@k.io", "age": 200}',
]
for doc in docs:
    try:
        check(USER, json.loads(doc), [])
        print("ok     ", doc[:40])
    except ValidationError as e:
        print("invalid", e, "| path", e.path)
try:
    check(object(), 1, [])
except TypeError as e:
    print(type(e).__name__, str(e)[:22])
print(sorted(t.__name__ for t in check.registry if t is not object), check.dispatch(Num).__name__)
print(Num(1, 2) == Num(1, 2), hash(Str()) == hash(Str()), OneOf((Str(),)), sorted(USER.required))
