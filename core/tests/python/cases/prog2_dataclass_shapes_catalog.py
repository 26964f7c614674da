"""A product catalogue built on dataclass options: kw_only, slots, InitVar, field metadata, replace, asdict."""
from dataclasses import dataclass, field, fields, asdict, astuple, replace, InitVar, KW_ONLY, is_dataclass, FrozenInstanceError, MISSING
import json


@dataclass(slots=True)
class Dimensions:
    w: float
    h: float
    d: float = 1.0

    @property
    def volume(self):
        return self.w * self.h * self.d


@dataclass(order=True)
class Product:
    sort_key: tuple = field(init=False, repr=False)
    name: str
    price_cents: int = field(metadata={"unit": "cents"})
    _: KW_ONLY
    tags: list = field(default_factory=list)
    dims: Dimensions = field(default_factory=lambda: Dimensions(1, 1), compare=False)
    discount: InitVar[float] = 0.0
    sku: str = field(default="", compare=False)

    def __post_init__(self, discount):
        if self.price_cents < 0:
            raise ValueError(f"{self.name}: negative price {self.price_cents}")
        if discount:
            self.price_cents = round(self.price_cents * (1 - discount))
        if not self.sku:
            self.sku = self.name[:3].upper() + str(self.price_cents)
        self.sort_key = (self.price_cents, self.name)


@dataclass(frozen=True, kw_only=True)
class Supplier:
    name: str
    country: str = "US"
    rating: int = 3


catalog = [
    Product("lamp", 2599, tags=["home"], dims=Dimensions(20, 45, 20)),
    Product("desk", 15900, tags=["office", "wood"], discount=0.1, dims=Dimensions(120, 75, 60)),
    Product("pen", 199),
    Product("chair", 8900, sku="CH-1"),
]
for p in sorted(catalog):
    print(p, p.dims.volume)
print([f.name for f in fields(Product)], fields(Product)[2].metadata["unit"], fields(Product)[0].init)
print(asdict(catalog[0]))
print(astuple(catalog[2]))
print(json.dumps([asdict(p) for p in catalog[:2]], sort_keys=True)[:120])
cheaper = replace(catalog[1], price_cents=10000)
print(cheaper.price_cents, cheaper.sku, catalog[1].price_cents, cheaper == catalog[1], catalog[2] < catalog[0])
s = Supplier(name="Acme", rating=5)
print(s, hash(s) == hash(Supplier(name="Acme", rating=5)), replace(s, country="DE"))
print(is_dataclass(s), is_dataclass(Supplier), is_dataclass(3), Dimensions.__slots__, hasattr(Dimensions(1, 2), "__dict__"))
print(Product.__match_args__, Supplier.__match_args__, fields(Product)[1].default is MISSING)
for bad in [lambda: Product("x", -1), lambda: Product("x", 1, ["tag"]), lambda: setattr(s, "rating", 1), lambda: Supplier("Acme"),
            lambda: Dimensions(1, 2).__setattr__("color", "red"), lambda: replace(s, nope=1), lambda: asdict(Product)]:
    try:
        bad()
    except (ValueError, TypeError, FrozenInstanceError, AttributeError) as e:
        print(type(e).__name__, e)
try:
    @dataclass
    class Broken:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError", e)
try:
    @dataclass
    class Mutable:
        items: list = []
except ValueError as e:
    print("ValueError", e)
