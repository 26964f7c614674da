# Physical quantities: an Enum of units with conversion factors, a Quantity class with
# arithmetic dunders, __format__ with a custom spec, and comparisons across units.
from __future__ import annotations
from enum import Enum
from functools import total_ordering
from fractions import Fraction
import math

class Dim(Enum):
    LENGTH = "L"
    MASS = "M"
    TIME = "T"

class Unit(Enum):
    M = ("m", Dim.LENGTH, 1)
    KM = ("km", Dim.LENGTH, 1000)
    MI = ("mi", Dim.LENGTH, 1609.344)
    FT = ("ft", Dim.LENGTH, 0.3048)
    G = ("g", Dim.MASS, 0.001)
    KG = ("kg", Dim.MASS, 1)
    LB = ("lb", Dim.MASS, 0.45359237)
    S = ("s", Dim.TIME, 1)
    MIN = ("min", Dim.TIME, 60)
    H = ("h", Dim.TIME, 3600)

    def __init__(self, symbol, dim, factor):
        self.symbol, self.dim, self.factor = symbol, dim, factor

    @classmethod
    def parse(cls, text):
        for u in cls:
            if u.symbol == text:
                return u
        raise ValueError(f"unknown unit {text!r}")

class DimensionError(TypeError):
    pass

@total_ordering
class Quantity:
    __slots__ = ("value", "unit")

    def __init__(self, value, unit: Unit | str):
        self.value = value
        self.unit = Unit.parse(unit) if isinstance(unit, str) else unit

    @classmethod
    def parse(cls, text):
        num, _, sym = text.strip().partition(" ")
        return cls(float(num) if "." in num or "e" in num else int(num), sym)

    def to(self, unit: Unit | str):
        unit = Unit.parse(unit) if isinstance(unit, str) else unit
        if unit.dim is not self.unit.dim:
            raise DimensionError(f"cannot convert {self.unit.dim.name.lower()} to {unit.dim.name.lower()}")
        return Quantity(self.value * self.unit.factor / unit.factor, unit)

    def _base(self):
        return self.value * self.unit.factor

    def __add__(self, other):
        if not isinstance(other, Quantity):
            return NotImplemented
        return Quantity(self.value + other.to(self.unit).value, self.unit)

    def __sub__(self, other):
        if not isinstance(other, Quantity):
            return NotImplemented
        return self + Quantity(-other.value, other.unit)

    def __mul__(self, k):
        if isinstance(k, (int, float, Fraction)):
            return Quantity(self.value * k, self.unit)
        return NotImplemented
    __rmul__ = __mul__

    def __truediv__(self, other):
        if isinstance(other, Quantity):
            if other.unit.dim is self.unit.dim:
                return self._base() / other._base()
            return f"{self.value / other.value:.3g} {self.unit.symbol}/{other.unit.symbol}"
        return Quantity(self.value / other, self.unit)

    def __eq__(self, other):
        if not isinstance(other, Quantity) or other.unit.dim is not self.unit.dim:
            return NotImplemented
        return math.isclose(self._base(), other._base())

    def __lt__(self, other):
        if not isinstance(other, Quantity):
            return NotImplemented
        if other.unit.dim is not self.unit.dim:
            raise DimensionError(f"cannot compare {self.unit.symbol} with {other.unit.symbol}")
        return self._base() < other._base() and not self == other

    def __hash__(self):
        return hash((self.unit.dim, round(self._base(), 9)))

    def __repr__(self):
        return f"Quantity({self.value!r}, {self.unit.symbol!r})"

    def __format__(self, spec):
        # "<number spec>[@unit]": convert first, then format the number
        num_spec, _, target = spec.partition("@")
        q = self.to(target) if target else self
        return f"{q.value:{num_spec}} {q.unit.symbol}"

    def __str__(self):
        return format(self, "g")

run = Quantity.parse("10 km")
print(run, repr(run), f"{run:.2f@mi}", f"{run:,.0f@ft}", f"{run:>10.1f}")
lap = Quantity(400, "m")
print(run / lap, lap * 3, 3 * lap, lap + run, run - lap, f"{run + Quantity(1, Unit.MI):.4f}")
pace = Quantity(52, "min") / Quantity(10, "km")
print(pace, Quantity(1, "h") / Quantity(1, "min"), repr(Quantity(Fraction(1, 3), "kg") * 3))
weights = [Quantity(2, "lb"), Quantity(900, "g"), Quantity(1, "kg"), Quantity(1000, "g")]
print(sorted(weights), max(weights), min(weights, key=lambda q: q.to("g").value))
print(Quantity(1, "kg") == Quantity(1000, "g"), Quantity(1, "kg") != Quantity(2.2046226218, "lb"),
      len({Quantity(1, "kg"), Quantity(1000, "g"), Quantity(1, "lb")}), Quantity(1, "m") <= Quantity(1, "ft") * 4)
for bad in [lambda: run + Quantity(5, "s"), lambda: run < Quantity(1, "kg"), lambda: Quantity(1, "parsec"),
            lambda: run * run, lambda: f"{run:.1f@kg}", lambda: run == 5]:
    try:
        print("result:", bad())
    except (TypeError, ValueError) as e:
        print(f"{type(e).__name__}: {e}")
print([u.symbol for u in Unit if u.dim is Dim.TIME], Unit.KM.factor, Unit["LB"].dim, Unit(("s", Dim.TIME, 1)))
