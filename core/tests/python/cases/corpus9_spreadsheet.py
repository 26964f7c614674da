import re
import operator
from functools import reduce


class CycleError(Exception):
    pass


class Sheet:
    REF = re.compile(r"\$?([A-Z])\$?(\d+)")
    RANGE = re.compile(r"([A-Z]\d+):([A-Z]\d+)")
    FUNCS = {"SUM": sum, "MAX": max, "MIN": min, "AVG": lambda xs: sum(xs) / len(xs), "COUNT": len,
             "PROD": lambda xs: reduce(operator.mul, xs, 1)}

    def __init__(self):
        self.raw = {}
        self.cache = {}

    def __setitem__(self, ref, value):
        self.raw[ref] = value
        self.cache.clear()

    def __getitem__(self, ref):
        return self.value(ref, ())

    @staticmethod
    def expand(a, b):
        c1, r1 = a[0], int(a[1:])
        c2, r2 = b[0], int(b[1:])
        return [f"{chr(c)}{r}" for c in range(ord(c1), ord(c2) + 1) for r in range(r1, r2 + 1)]

    def value(self, ref, stack):
        if ref in stack:
            raise CycleError(" -> ".join(stack + (ref,)))
        if ref in self.cache:
            return self.cache[ref]
        raw = self.raw.get(ref, "")
        if isinstance(raw, str) and raw.startswith("="):
            v = self.formula(raw[1:], stack + (ref,))
        elif isinstance(raw, str):
            try:
                v = int(raw)
            except ValueError:
                try:
                    v = float(raw)
                except ValueError:
                    v = raw
        else:
            v = raw
        self.cache[ref] = v
        return v

    def formula(self, expr, stack):
        def fn_call(m):
            name, arg = m.group(1), m.group(2)
            if name not in self.FUNCS:
                raise NameError(f"unknown function {name}")
            refs = []
            for part in arg.split(","):
                part = part.strip()
                rm = self.RANGE.fullmatch(part)
                refs += self.expand(*rm.groups()) if rm else [part]
            vals = [self.value(r, stack) for r in refs]
            vals = [v for v in vals if isinstance(v, (int, float))]
            return repr(self.FUNCS[name](vals))

        expr = re.sub(r"([A-Z]+)\(([^()]*)\)", fn_call, expr)
        expr = self.REF.sub(lambda m: repr(self.value(m.group(1) + m.group(2), stack)), expr)
        if not re.fullmatch(r"[\d\s.+\-*/()e']+|'[^']*'", expr):
            raise SyntaxError(f"bad formula: {expr}")
        return eval(expr, {"__builtins__": {}})

    def render(self, cols="ABCD", rows=range(1, 7)):
        lines = ["    " + "".join(f"{c:>12}" for c in cols)]
        for r in rows:
            cells = []
            for c in cols:
                try:
                    v = self[f"{c}{r}"]
                except CycleError:
                    v = "#CYCLE"
                except ZeroDivisionError:
                    v = "#DIV/0"
                except (NameError, SyntaxError):
                    v = "#ERR"
                if isinstance(v, float):
                    cells.append(f"{v:>12.3f}")
                else:
                    cells.append(f"{v!s:>12}")
            lines.append(f"{r:<4}" + "".join(cells))
        return "\n".join(lines)


s = Sheet()
data = {
    "A1": "Item", "B1": "Qty", "C1": "Price", "D1": "Total",
    "A2": "apple", "B2": "3", "C2": "0.5", "D2": "=B2*C2",
    "A3": "pear", "B3": "10", "C3": "0.25", "D3": "=B3*C3",
    "A4": "melon", "B4": "1", "C4": "2.75", "D4": "=B4*C4",
    "A5": "sum", "B5": "=SUM(B2:B4)", "C5": "=AVG(C2:C4)", "D5": "=SUM(D2:D4)",
    "A6": "misc", "B6": "=B5/(B2-3)", "C6": "=C6+1", "D6": "=MAX(D2:D4, B2) * 2",
}
for k, v in data.items():
    s[k] = v
print(s.render())
s["B2"] = "5"
print(s["D2"], s["B5"], s["D5"], s["B6"])
s["C6"] = "=FOO(A1)"
s["A6"] = "=COUNT(A1:D4)"
print(s.render(cols="ABC", rows=range(5, 7)))
s["A7"] = "=A8"
s["A8"] = "=A9+1"
s["A9"] = "=A7*2"
try:
    s["A7"]
except CycleError as e:
    print("CycleError:", e)
s["A10"] = "=PROD(B2:B4) - MIN(C2:C4)"
s["A11"] = "=__import__('os')"
print(s["A10"], end=" ")
try:
    s["A11"]
except SyntaxError as e:
    print("SyntaxError:", e)
print(Sheet.expand("A1", "B3"), sorted(s.cache)[:5], len(s.raw))
