from fractions import Fraction as F
import re

LENGTH = {"mm": F(1, 1000), "cm": F(1, 100), "m": F(1), "km": F(1000), "in": F(254, 10000),
          "ft": F(3048, 10000), "yd": F(9144, 10000), "mi": F(1609344, 1000)}
MASS = {"g": F(1, 1000), "kg": F(1), "lb": F(45359237, 100000000), "oz": F(45359237, 1600000000)}
VOLUME = {"ml": F(1, 1000), "l": F(1), "tsp": F(492892159375, 100000000000000), "cup": F(2365882365, 10000000000)}
TABLES = {"length": LENGTH, "mass": MASS, "volume": VOLUME}


class UnitError(ValueError):
    pass


def kind_of(unit):
    for kind, table in TABLES.items():
        if unit in table:
            return kind
    raise UnitError(f"unknown unit {unit!r}")


def convert(value, src, dst):
    if src in ("C", "F", "K") or dst in ("C", "F", "K"):
        return convert_temp(value, src, dst)
    k1, k2 = kind_of(src), kind_of(dst)
    if k1 != k2:
        raise UnitError(f"cannot convert {k1} ({src}) to {k2} ({dst})")
    table = TABLES[k1]
    return F(value) * table[src] / table[dst]


def convert_temp(value, src, dst):
    v = F(value)
    kelvin = {"C": v + F(27315, 100), "F": (v - 32) * F(5, 9) + F(27315, 100), "K": v}[src]
    return {"C": kelvin - F(27315, 100), "F": (kelvin - F(27315, 100)) * F(9, 5) + 32, "K": kelvin}[dst]


def parse(query):
    m = re.fullmatch(r"\s*(-?[\d.]+(?:/\d+)?)\s*([A-Za-z]+)\s+(?:to|in)\s+([A-Za-z]+)\s*", query)
    if not m:
        raise UnitError(f"cannot parse {query!r}")
    return F(m.group(1)), m.group(2), m.group(3)


def pretty(x):
    if x.denominator == 1:
        return str(x.numerator)
    return f"{float(x):.6g}"


queries = ["5 km to mi", "12 in to cm", "1 mi in ft", "3/4 cup to ml", "100 F to C", "-40 C to F",
           "0 K to C", "2.5 lb to kg", "16 oz to lb", "1 m to kg", "3 parsec to m", "banana", "1 l to tsp"]
for q in queries:
    try:
        v, a, b = parse(q)
        r = convert(v, a, b)
        print(f"{q:<14} = {pretty(r)} {b}   (exact {r})")
    except UnitError as e:
        print(f"{q:<14} ! {e}")
print(convert(1, "mi", "km") == F(1609344, 1000000), float(convert(1, "yd", "m")))
recipe = {"flour": (F(9, 4), "cup"), "butter": (F(1, 2), "cup"), "salt": (F(3, 2), "tsp")}


def scale(recipe, factor):
    out = {}
    for item, (amount, unit) in recipe.items():
        total = amount * factor
        whole, rest = divmod(total, 1)
        text = (f"{whole} " if whole else "") + (f"{rest}" if rest else "")
        out[item] = (text.strip() or "0", unit)
    return out


for factor in (F(1, 3), 2, F(3, 2)):
    print(factor, scale(recipe, factor))
