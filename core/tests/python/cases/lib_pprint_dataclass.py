# pprint: dataclass instances with the generated repr are broken over their fields.
import pprint
from dataclasses import dataclass, field


@dataclass
class Point:
    x: int
    y: int


@dataclass
class Shape:
    name: str
    points: list
    tags: dict = field(default_factory=dict)
    secret: str = field(default="hidden", repr=False)


@dataclass(repr=False)
class NoRepr:
    a: int


@dataclass
class Custom:
    a: list

    def __repr__(self):
        return "Custom(%d items)" % len(self.a)


s = Shape("polygon with a long name", [Point(i, i * i) for i in range(6)], {"color": "red", "layer": 3})
pprint.pprint(s)
pprint.pprint(s, width=40)
pprint.pprint([s, Point(1, 2)], width=60)
pprint.pprint(Point(1, 2))
pprint.pprint({"shapes": [Shape("a", []), Shape("b" * 50, list(range(20)))]}, width=50)
print(pprint.pformat(Custom(list(range(100))), width=10))
print(pprint.pformat([NoRepr(1)] * 3, width=10).count("NoRepr object"))
print(pprint.pformat(Shape("tiny", [])), pprint.saferepr(Point(3, 4)), pprint.isreadable(Point(3, 4)))
