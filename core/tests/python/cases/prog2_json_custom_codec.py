"""Serialising domain objects to JSON and back: custom encoder, object hooks, Decimal parsing, strictness."""
import json
from dataclasses import dataclass, asdict, is_dataclass
from datetime import date, datetime
from decimal import Decimal
from enum import Enum


class Status(Enum):
    ACTIVE = "active"
    CLOSED = "closed"


@dataclass
class Account:
    id: int
    owner: str
    opened: date
    balance: Decimal
    status: Status
    tags: frozenset


class DomainEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (date, datetime)):
            return {"__date__": o.isoformat()}
        if isinstance(o, Decimal):
            return {"__decimal__": str(o)}
        if isinstance(o, Enum):
            return {"__enum__": f"{type(o).__name__}.{o.name}"}
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        if is_dataclass(o):
            return {"__type__": type(o).__name__, **asdict(o)}
        return super().default(o)


ENUMS = {"Status": Status}
TYPES = {"Account": Account}


def decode_hook(d):
    if "__date__" in d:
        return date.fromisoformat(d["__date__"])
    if "__decimal__" in d:
        return Decimal(d["__decimal__"])
    if "__enum__" in d:
        cls, name = d["__enum__"].split(".")
        return ENUMS[cls][name]
    if "__type__" in d:
        d = dict(d)
        cls = TYPES[d.pop("__type__")]
        d["tags"] = frozenset(d["tags"])
        return cls(**d)
    return d


accts = [Account(1, "Ana", date(2020, 5, 17), Decimal("1050.25"), Status.ACTIVE, frozenset({"vip", "eu"})),
         Account(2, "Bør", date(2021, 1, 2), Decimal("-3.10"), Status.CLOSED, frozenset())]
text = json.dumps(accts, cls=DomainEncoder, indent=2, ensure_ascii=False)
print(text)
back = json.loads(text, object_hook=decode_hook)
print(back == accts, back[1].owner, type(back[0].balance).__name__)
print(json.dumps(accts[1], cls=DomainEncoder, separators=(",", ":"), sort_keys=True))
print(json.dumps({"ø": "é", "n": None, "t": True, "f": 1.5e-7, "big": 10**20}), json.dumps("tab\t\"q\"\u2028"))
print(json.loads('{"price": 19.99, "qty": 3}', parse_float=Decimal, parse_int=lambda s: int(s) * 100))
pairs = json.loads('{"b": 1, "a": 2, "b": 3}', object_pairs_hook=list)
print(pairs, json.loads('{"b": 1, "a": 2, "b": 3}'))
print(json.loads("[NaN, Infinity, -Infinity]"), json.dumps([float("inf")]), json.loads('"\\ud83d\\ude00"'))
print(json.dumps({3: "int key", 1.5: "float", True: "bool", None: "none"}), json.dumps({"a": 1, "b": 2}, indent="\t"))
print(json.dumps((1, 2)), json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps({"k": [1, [2, {}]]}, indent=1))
for bad in [lambda: json.dumps({"s": {1, 2}}), lambda: json.dumps(object()), lambda: json.dumps([float("nan")], allow_nan=False),
            lambda: json.dumps({(1, 2): 3}), lambda: json.loads("{'single': 1}"), lambda: json.loads("[1, 2,]"),
            lambda: json.loads(""), lambda: json.loads('{"a": 1} x'), lambda: json.loads('"ctrl\x01"'),
            lambda: json.loads("[1e400]", parse_constant=None) and json.loads("-"), lambda: json.dumps(b"bytes")]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
circ = []
circ.append(circ)
try:
    json.dumps(circ)
except ValueError as e:
    print("ValueError", e)
