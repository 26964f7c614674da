from dataclasses import dataclass, field
from datetime import datetime, timedelta
import math
@dataclass
class Vehicle:
    plate: str
    size: int = 1
    def __str__(self):
        return f"{type(self).__name__.lower()}:{self.plate}"
class Car(Vehicle): pass
@dataclass
class Truck(Vehicle):
    size: int = 2
class Motorcycle(Vehicle): pass
class GarageFull(Exception): pass
@dataclass
class Garage:
    spots: int
    rate: float = 2.5
    parked: dict = field(default_factory=dict)
    revenue: float = 0.0
    @property
    def used(self):
        return sum(v.size for v, _ in self.parked.values())
    def enter(self, v, when):
        if self.used + v.size > self.spots:
            raise GarageFull(f"no room for {v} ({self.spots - self.used} free)")
        if v.plate in self.parked:
            raise ValueError(f"{v.plate} already inside")
        self.parked[v.plate] = (v, when)
    def leave(self, plate, when):
        v, t0 = self.parked.pop(plate)
        hours = math.ceil((when - t0) / timedelta(hours=1))
        fee = max(1, hours) * self.rate * v.size
        if isinstance(v, Motorcycle):
            fee /= 2
        self.revenue += fee
        return v, hours, fee
g = Garage(5)
t = datetime(2024, 5, 1, 8, 0)
events = [("in", Car("AB-1"), 0), ("in", Truck("TR-9"), 10), ("in", Motorcycle("M-3"), 15), ("in", Truck("TR-2"), 20), ("in", Car("AB-1"), 25), ("out", "TR-9", 150), ("in", Truck("TR-2"), 160), ("out", "M-3", 61), ("out", "AB-1", 600), ("out", "ZZ", 700)]
for kind, x, mins in events:
    when = t + timedelta(minutes=mins)
    try:
        if kind == "in":
            g.enter(x, when)
            print(f"{when:%H:%M} in  {x!s:<16} used={g.used}/{g.spots}")
        else:
            v, h, fee = g.leave(x, when)
            print(f"{when:%H:%M} out {v!s:<16} {h}h ${fee:.2f}")
    except (GarageFull, ValueError) as e:
        print(f"{when:%H:%M} refused: {e}")
    except KeyError as e:
        print(f"{when:%H:%M} unknown plate {e}")
print(f"revenue ${g.revenue:.2f}", sorted(g.parked), [str(v) for v, _ in g.parked.values()])
print(Truck("X"), Car("Y") == Car("Y"), Car("Y") == Vehicle("Y"), repr(Motorcycle("Q")))
