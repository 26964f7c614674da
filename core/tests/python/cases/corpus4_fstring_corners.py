name, n, items = "World", 42, ["a", "b"]
d = {"key": "val", 1: "one"}
print(f"{name!r:>10}|{name!s:.3}|{name!a}|{n:#06x}|{n!r}")
print(f"{d['key']}, {d[1]}, {items[-1]!r}, {len(items)=}, {n * 2 = }, {name.upper()=!s:>8}")
print(f"{'{'}{n}{'}'}", f"{{{n}}}", f"{{n}}", f"{n:{'>'}{10}}", f"{3.14159:.{n // 20}f}")
print(f"{'a' if n > 40 else 'b'}", f"{(lambda x: x * 2)(n)}", f"{[i * i for i in range(4)]}", f"{ {'k': 1}['k'] }")
print(f"{n:,}", f"{n:_b}", f"{n:e}", f"{n:%}", f"{-n:+}", f"{n:=^9}", f"{n:c}", f"{n:n}")
x = 1.23456
print(f"{x:.2f}", f"{x:10.3}", f"{x:<10.1e}|", f"{x:^+12.4g}|", f"{x:010.2f}", f"{-x:010.2f}", f"{x:.0f}", f"{x:#.0f}")
w = "wide"
print(f"[{w:10}]", f"[{w:>10}]", f"[{w:^10}]", f"[{w:*<10}]", f"[{w!r:^12}]", f"[{5:<5}]", f"[{5:5}]")
print(f"""triple {name}
second line {n}""")
print(f"nested {f'inner {n}'}", f"{name[::-1]}", f"{name:{'^'}{len(name) + 4}}")
import datetime
dt = datetime.datetime(2024, 12, 25, 18, 30)
print(f"{dt:%Y-%m-%d}", f"{dt:%H:%M}", f"{dt!r}", f"{dt}", f"{dt.date()!s}", f"{dt:%B %d, %Y at %I:%M %p}")
class Pt:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Pt({self.x!r}, {self.y!r})"
    def __str__(self):
        return f"({self.x}, {self.y})"
    def __format__(self, spec):
        if spec.endswith("p"):
            prec = spec[:-1] or "2"
            return f"<{self.x:.{prec}f}, {self.y:.{prec}f}>"
        return format(str(self), spec)
p = Pt(1.5, -2)
print(f"{p}", f"{p!r}", f"{p!s:>12}", f"{p:3p}", f"{p:p}", f"{p:*^14}", "{0:1p} {0!r}".format(p))
print(f"{1e100:.3g}", f"{0.000012345:.2e}", f"{123.0:g}", f"{1.0:.1%}", f"{True!r}", f"{None}", f"{b'x'}", f"{3+0j}")
print(f"{'tab':\t^9}|" if False else "", f"{'é':_^5}", f"{'😀':>3}|", f"{12345.6789:,.2f}", f"{-0.0:.1f}", f"{1e6:,.0f}")
vals = [("alpha", 1.5, 3), ("beta", 22.25, 14), ("gamma", 333.125, 159)]
for nm, v, q in vals:
    print(f"{nm:<8}{v:>10.2f}{q:>6d}{v * q:>12,.1f}")
print(f"{'total':<8}{sum(v for _, v, _ in vals):>10.2f}{sum(q for *_, q in vals):>6d}")
