import pprint, json
from dataclasses import dataclass, field
@dataclass
class Point:
    x: float
    y: float
@dataclass
class Poly:
    name: str
    pts: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)
p = Poly('triangle-with-a-long-name', [Point(0.0, 0.0), Point(1.5, 0.0), Point(0.75, 1.299)], {'color': 'red', 'tags': ['a', 'b', 'c'], 'area': 0.974})
pprint.pprint(p)
pprint.pprint(p, width=120)
pprint.pprint(p, depth=1)
pprint.pprint(p, width=30, compact=True)
pprint.pprint([p, p], width=60, indent=2)
print(pprint.pformat(Point(1, 2)), pprint.saferepr(p)[:50])
@dataclass(repr=False)
class NoRep:
    a: list
pprint.pprint([NoRep([1] * 40)] if False else 'skip')
@dataclass
class CustomRepr:
    a: list
    def __repr__(self): return 'CR!'
pprint.pprint([CustomRepr(list(range(50)))], width=20)
@dataclass
class Empty:
    pass
pprint.pprint(Empty(), width=1)
@dataclass
class Hidden:
    shown: list
    hidden: list = field(repr=False, default_factory=lambda: list(range(100)))
pprint.pprint(Hidden(list(range(30))), width=40)
