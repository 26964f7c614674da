"""A class hierarchy of dataclasses for a vehicle fleet: inheritance, field order, post-init chains, frozen rules."""
from dataclasses import dataclass, field, fields, asdict, replace, FrozenInstanceError
from typing import ClassVar


@dataclass
class Asset:
    tag: str
    cost: float
    notes: list = field(default_factory=list, repr=False)
    registry: ClassVar[dict] = {}

    def __post_init__(self):
        if self.tag in Asset.registry:
            raise ValueError(f"duplicate tag {self.tag}")
        Asset.registry[self.tag] = self
        self.notes.append(f"registered as {type(self).__name__}")

    def depreciation(self, years):
        return round(self.cost * (0.85 ** years), 2)


@dataclass
class Vehicle(Asset):
    wheels: int = 4
    fuel: str = "petrol"

    def __post_init__(self):
        super().__post_init__()
        if self.wheels < 2:
            raise ValueError(f"{self.tag}: a vehicle needs wheels")


@dataclass
class Truck(Vehicle):
    wheels: int = 6
    payload_t: float = 10.0

    def depreciation(self, years):
        return round(super().depreciation(years) * 0.9, 2)


@dataclass(kw_only=True)
class EV(Vehicle):
    fuel: str = "electric"
    battery_kwh: float
    range_km: int = field(init=False)

    def __post_init__(self):
        super().__post_init__()
        self.range_km = int(self.battery_kwh * 6)


@dataclass(frozen=True)
class Plate:
    country: str
    number: str


@dataclass(frozen=True)
class VanityPlate(Plate):
    message: str = ""


fleet = [Vehicle("V1", 20000), Truck("T1", 90000, payload_t=18), EV("E1", 45000, battery_kwh=75), Vehicle("M1", 8000, wheels=2, fuel="diesel")]
for v in fleet:
    print(v, v.depreciation(3), v.notes)
print([f.name for f in fields(EV)], [f.name for f in fields(Truck)], [f.default for f in fields(Truck) if f.name == "wheels"])
print(asdict(fleet[2]), fleet[1] == Truck("T1x", 90000), isinstance(fleet[2], Asset), EV.__mro__[1].__name__)
print(sorted(Asset.registry), Truck.__dataclass_params__.frozen if hasattr(Truck, "__dataclass_params__") else "")
p = VanityPlate("NO", "EL12345", "ZAP")
print(p, hash(p) == hash(VanityPlate("NO", "EL12345", "ZAP")), replace(p, message="ZOOM"), p == Plate("NO", "EL12345"))
for bad in [lambda: Vehicle("V1", 1), lambda: Vehicle("B1", 1, wheels=1), lambda: EV("E2", 1), lambda: EV("E3", 1, [], 4, "x", 5, battery_kwh=1),
            lambda: setattr(p, "number", "X"), lambda: replace(fleet[2], range_km=5)]:
    try:
        print(bad())
    except (ValueError, TypeError, FrozenInstanceError) as e:
        print(type(e).__name__, e)
try:
    @dataclass
    class Thawed(Plate):
        extra: int = 0
except TypeError as e:
    print("TypeError", e)
try:
    @dataclass(frozen=True)
    class Frozen(Vehicle):
        pass
except TypeError as e:
    print("TypeError", e)
