from dataclasses import dataclass, field, replace, asdict, fields

def attempt(label, make):
    try:
        make()
        print(label, "ok")
    except (TypeError, ValueError) as e:
        print(label, type(e).__name__ + ":", e)

def mutable_default():
    @dataclass
    class A:
        tags: list = []

def order_of_defaults():
    @dataclass
    class B:
        a: int = 1
        b: int

def field_without_annotation():
    @dataclass
    class C:
        x = field(default=1)

def frozen_from_plain():
    @dataclass
    class P:
        a: int
    @dataclass(frozen=True)
    class Q(P):
        b: int

def order_without_eq():
    @dataclass(order=True, eq=False)
    class R:
        a: int

def both_defaults():
    field(default=1, default_factory=list)

@dataclass
class Item:
    name: str
    count: int = field(default=0, init=False)

attempt("mutable", mutable_default)
attempt("order", order_of_defaults)
attempt("annotation", field_without_annotation)
attempt("frozen", frozen_from_plain)
attempt("order-eq", order_without_eq)
attempt("both", both_defaults)
attempt("replace", lambda: replace(Item("a"), count=2))
attempt("asdict", lambda: asdict(Item))
attempt("fields", lambda: fields(5))
print(replace(Item("a"), name="b"))
Item("a", 3)
