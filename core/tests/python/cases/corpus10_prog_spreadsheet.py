import re
import operator


class CycleError(Exception):
    pass


class Sheet:
    REF = re.compile(r"\b([A-Z])([1-9][0-9]*)\b")
    RANGE = re.compile(r"\b(SUM|AVG|MAX|MIN|COUNT)\(([A-Z][0-9]+):([A-Z][0-9]+)\)")

    def __init__(self):
        self.raw = {}
        self.cache = {}
        self.evaluating = []

    def __setitem__(self, ref, value):
        self.raw[ref] = value
        self.cache.clear()

    def __getitem__(self, ref):
        if ref in self.cache:
            return self.cache[ref]
        if ref in self.evaluating:
            chain = " -> ".join(self.evaluating[self.evaluating.index(ref):] + [ref])
            raise CycleError(f"cycle: {chain}")
        self.evaluating.append(ref)
        try:
            value = self._eval(self.raw.get(ref, ""))
        finally:
            self.evaluating.pop()
        self.cache[ref] = value
        return value

    @staticmethod
    def cells_in(a, b):
        c1, r1 = a[0], int(a[1:])
        c2, r2 = b[0], int(b[1:])
        for c in range(ord(min(c1, c2)), ord(max(c1, c2)) + 1):
            for r in range(min(r1, r2), max(r1, r2) + 1):
                yield f"{chr(c)}{r}"

    def _eval(self, raw):
        if isinstance(raw, (int, float)):
            return raw
        if not raw.startswith("="):
            try:
                return int(raw)
            except ValueError:
                try:
                    return float(raw)
                except ValueError:
                    return raw
        expr = raw[1:]

        def do_range(m):
            fn, a, b = m.groups()
            vals = [self[c] for c in self.cells_in(a, b)]
            nums = [v for v in vals if isinstance(v, (int, float))]
            if fn == "SUM":
                res = sum(nums)
            elif fn == "AVG":
                res = sum(nums) / len(nums) if nums else 0
            elif fn == "COUNT":
                res = len(nums)
            else:
                res = (max if fn == "MAX" else min)(nums)
            return repr(res)

        expr = self.RANGE.sub(do_range, expr)

        def do_ref(m):
            v = self[m.group(0)]
            if isinstance(v, str):
                return repr(v) if v else "0"
            return repr(v)

        expr = self.REF.sub(do_ref, expr)
        if not re.fullmatch(r"[0-9.+\-*/() '\"a-zA-Z]*", expr):
            raise ValueError(f"bad expression {expr!r}")
        try:
            return eval(expr, {"__builtins__": {}}, {})
        except ZeroDivisionError:
            return "#DIV/0!"

    def render(self, cols="ABCD", rows=range(1, 6)):
        out = ["    " + "".join(f"{c:>10}" for c in cols)]
        for r in rows:
            cells = []
            for c in cols:
                try:
                    v = self[f"{c}{r}"]
                except CycleError:
                    v = "#CYCLE"
                if isinstance(v, float):
                    v = f"{v:.2f}"
                cells.append(f"{v!s:>10}")
            out.append(f"{r:>3} " + "".join(cells))
        return "\n".join(out)


sh = Sheet()
data = {
    "A1": "Item", "B1": "Qty", "C1": "Price", "D1": "Total",
    "A2": "apple", "B2": "3", "C2": "0.5", "D2": "=B2*C2",
    "A3": "pear", "B3": "4", "C3": "0.75", "D3": "=B3*C3",
    "A4": "fig", "B4": "10", "C4": "1.2", "D4": "=B4*C4",
    "A5": "sum", "B5": "=SUM(B2:B4)", "C5": "=AVG(C2:C4)", "D5": "=SUM(D2:D4)",
}
for k, v in data.items():
    sh[k] = v
print(sh.render())
print(sh["D5"], sh["B5"], round(sh["C5"], 4), sh["A1"], type(sh["B2"]).__name__)
sh["B2"] = "30"
print(sh["D5"], sh["D2"], sh.cache.get("D2"))
sh["A6"] = "=MAX(B2:B4) - MIN(B2:B4) + COUNT(A1:D5)"
sh["B6"] = "=B6 + 1"
sh["C6"] = "=D6"
sh["D6"] = "=C6"
sh["A7"] = "=1/0"
sh["B7"] = "=(B2 + B3) / 2"
sh["C7"] = "=A2 + 'x'"
for ref in ["A6", "B6", "C6", "A7", "B7", "C7"]:
    try:
        print(ref, "=", sh[ref])
    except CycleError as e:
        print(ref, "error", e)
    except TypeError as e:
        print(ref, "TypeError", e)
print(list(Sheet.cells_in("B3", "A1")), sh.evaluating)
try:
    sh["A8"] = "=__import__('os')"
    sh["A8"]
except ValueError as e:
    print("ValueError", e)
