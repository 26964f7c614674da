"""Order processing typed with TypedDict, Literal, NamedTuple and get_type_hints, with runtime checks."""
from typing import TypedDict, Literal, NamedTuple, Optional, Union, get_type_hints, get_origin, get_args, Required, NotRequired

Status = Literal["new", "paid", "shipped", "cancelled"]


class Address(TypedDict):
    street: str
    city: str
    zip: str


class LineItem(TypedDict, total=False):
    sku: Required[str]
    qty: int
    note: str


class Order(TypedDict):
    id: int
    status: Status
    items: list[LineItem]
    ship_to: Optional[Address]
    coupon: NotRequired[str]


class Money(NamedTuple):
    cents: int
    currency: str = "USD"

    def __str__(self):
        return f"{self.cents // 100}.{self.cents % 100:02d} {self.currency}"


PRICES = {"APL": 50, "BAN": 25, "CHR": 899}


def check(value, tp, path="order"):
    origin, args = get_origin(tp), get_args(tp)
    if origin is Literal:
        if value not in args:
            raise TypeError(f"{path}: {value!r} not one of {args}")
    elif origin is Union:
        errors = []
        for a in args:
            try:
                return check(value, a, path)
            except TypeError as e:
                errors.append(str(e))
        raise TypeError(f"{path}: no variant matched ({len(errors)} tried)")
    elif origin is list:
        if not isinstance(value, list):
            raise TypeError(f"{path}: expected list, got {type(value).__name__}")
        for i, v in enumerate(value):
            check(v, args[0], f"{path}[{i}]")
    elif isinstance(tp, type) and issubclass(tp, dict) and hasattr(tp, "__required_keys__"):
        if not isinstance(value, dict):
            raise TypeError(f"{path}: expected dict")
        missing = sorted(tp.__required_keys__ - value.keys())
        if missing:
            raise TypeError(f"{path}: missing {missing}")
        hints = get_type_hints(tp)
        for k, v in value.items():
            if k not in hints:
                raise TypeError(f"{path}: unknown key {k!r}")
            check(v, hints[k], f"{path}.{k}")
    elif tp is type(None):
        if value is not None:
            raise TypeError(f"{path}: expected None")
    elif not isinstance(value, tp):
        raise TypeError(f"{path}: expected {tp.__name__}, got {type(value).__name__}")


def total(order: Order) -> Money:
    return Money(sum(PRICES[i["sku"]] * i.get("qty", 1) for i in order["items"]))


orders = [
    {"id": 1, "status": "new", "items": [{"sku": "APL", "qty": 4}, {"sku": "CHR"}], "ship_to": None},
    {"id": 2, "status": "paid", "items": [{"sku": "BAN", "qty": 12, "note": "ripe"}],
     "ship_to": {"street": "1 Main", "city": "Springfield", "zip": "12345"}, "coupon": "SAVE5"},
    {"id": 3, "status": "lost", "items": [], "ship_to": None},
    {"id": 4, "status": "new", "items": [{"qty": 2}], "ship_to": None},
    {"id": "5", "status": "new", "items": [], "ship_to": None},
    {"id": 6, "status": "new", "items": [], "ship_to": {"street": "x", "city": "y"}},
    {"id": 7, "status": "new", "items": [], "ship_to": None, "gift": True},
]
for o in orders:
    try:
        check(o, Order)
        print(o["id"], "ok", total(o))
    except TypeError as e:
        print("TypeError", e)

print(sorted(Order.__required_keys__), sorted(Order.__optional_keys__), Order.__total__)
print(sorted(LineItem.__required_keys__), sorted(LineItem.__optional_keys__), LineItem.__total__)
print(get_type_hints(total))
print(Money(250), Money(5, "EUR")._asdict(), Money._fields, Money._field_defaults)
a = Address(street="s", city="c", zip="z")
print(a, type(a) is dict)
print(get_args(Status), get_origin(Optional[int]) is Union, get_args(Optional[int]))
try:
    Money()
except TypeError as e:
    print("TypeError", e)
