from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1


print(Color, repr(Color), Color.RED, repr(Color.RED), f"{Color.RED}", format(Color.RED, ">12"))
print(Color.CRIMSON is Color.RED, Color.RED.name, Color.RED.value, Color.CRIMSON.name)
print(list(Color), len(Color), Color(2), Color["BLUE"], Color.RED in Color)
print(Color.__members__)
print(list(Color.__members__), list(reversed(Color)))
print(type(Color.RED), isinstance(Color.RED, Color), Color.RED.__class__.__name__)
print(hash(Color.RED) == hash("RED"), Color.RED == Color.RED, Color.RED != Color.GREEN, Color.RED == 1)
print({Color.RED: "r", Color.GREEN: "g"}[Color(1)], sorted(Color, key=lambda c: c.value, reverse=True))
for c in Color:
    print(c.name.lower(), c.value)
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
try:
    Color["PINK"]
except KeyError as e:
    print("KeyError:", e)
try:
    print(1 in Color)
except TypeError as e:
    print("TypeError:", e)
try:
    class More(Color):
        PINK = 9
except TypeError as e:
    print("TypeError:", e)
try:
    Color.RED < Color.GREEN
except TypeError as e:
    print("TypeError:", e)
