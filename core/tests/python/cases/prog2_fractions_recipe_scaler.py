"""Scaling recipes with exact Fractions, mixed-number formatting and unit conversion."""
from fractions import Fraction as F
from math import floor
import re

UNITS = {"tsp": F(1), "tbsp": F(3), "cup": F(48), "pinch": F(1, 16)}


def parse_qty(text):
    text = text.strip()
    if m := re.fullmatch(r"(\d+)\s+(\d+)/(\d+)", text):
        w, n, d = map(int, m.groups())
        return w + F(n, d)
    return F(text)


def mixed(q):
    if q.denominator == 1:
        return str(q.numerator)
    whole = floor(q)
    rest = q - whole
    return f"{whole} {rest}" if whole else str(rest)


def best_unit(tsp):
    for unit in ("cup", "tbsp", "tsp"):
        amount = tsp / UNITS[unit]
        if amount >= 1 and amount.denominator in (1, 2, 3, 4, 8):
            return amount, unit
    return tsp, "tsp"


RECIPE = """\
pancakes serves 4
flour: 1 1/2 cup
sugar: 2 tbsp
baking powder: 3 1/2 tsp
salt: 1/4 tsp
milk: 1 1/4 cup
butter: 3 tbsp
"""


def load(text):
    lines = text.splitlines()
    name, _, serves = lines[0].partition(" serves ")
    items = []
    for ln in lines[1:]:
        ing, _, rest = ln.partition(": ")
        qty, unit = rest.rsplit(" ", 1)
        if unit not in UNITS:
            raise ValueError(f"unknown unit {unit!r} for {ing}")
        items.append((ing, parse_qty(qty), unit))
    return name, int(serves), items


def scale(recipe, people):
    name, serves, items = recipe
    factor = F(people, serves)
    print(f"{name} for {people} (x{factor}):")
    for ing, q, unit in items:
        tsp = q * factor * UNITS[unit]
        amount, u = best_unit(tsp)
        print(f"  {ing:<14} {mixed(q * factor):>7} {unit:<5} ~ {mixed(amount)} {u}")


r = load(RECIPE)
for n in (4, 2, 6, 1):
    scale(r, n)

print(F(3, 4) + F(1, 6), F(5, 8) * 4, F(7, 3) // 1, F(7, 3) % 1, -F(7, 3) // 1, F(1, 3) ** 2, F(4, 9) ** F(1, 2))
print(F("0.125"), F("3/12"), F(" -2/4 "), F(1.5), F(0.1).limit_denominator(100), F(355, 113).limit_denominator(10))
print(round(F(7, 2)), round(F(5, 2)), round(F(22, 7), 2), float(F(1, 8)), int(F(-7, 2)), F(6, 4).as_integer_ratio())
print(sorted([F(1, 2), F(1, 3), 0.4, 1]), F(1, 2) == 0.5, F(1, 3) < 0.34, hash(F(1, 2)) == hash(0.5))
print(mixed(F(17, 4)), mixed(F(3, 4)), mixed(F(8)), f"{F(1, 3)!s:>6}|", format(F(2, 3), ""))
try:
    f"{F(1, 3):.5f}"
except TypeError as e:
    print("TypeError", e)
for bad in ["1/0", "abc", "1.2.3", "1 /2"]:
    try:
        F(bad)
    except (ValueError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
try:
    F(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    load("x serves 2\nflour: 1 bucket\n")
except ValueError as e:
    print("ValueError", e)
try:
    F(1, 2) + "a"
except TypeError as e:
    print("TypeError", e)
