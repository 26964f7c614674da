name = "World"; n = 42; pi = 3.14159265; items = ["a", "b"]; d = {"k": "v", "n": 5}
print(f"Hello, {name}! {n:>5} {pi:.2f} {items} {d['k']} {d['n']}")
print(f"{n!r} {name!r} {name!s} {name!a} {'ü'!a}")
print(f"{n:{'>'}{10}}", f"{pi:{n // 10}.{n % 10}f}", f"{'nested {}'.format(1)}")
print(f"{n = }", f"{pi = :.3f}", f"{name=!r}", f"{ n + 1 = }", f"{items[0]=}")
print(f"{{}} {{n}} {{{n}}}", f"{'{'}", f"a\tb{n}\n".strip())
print(f"""multi
{name}
line""")
x = 10
print(f"{x if x > 5 else -x}", f"{(lambda y: y * 2)(x)}", f"{[i * i for i in range(4)]}", f"{ {'a': 1}['a'] }")
print(f"{x:#06x}", f"{x:o}", f"{-x:+}", f"{x:e}", f"{1234567:,}", f"{1234567:_}", f"{0.5:%}", f"{x:c}")
from datetime import date
dt = date(2024, 7, 4)
print(f"{dt}", f"{dt:%B %d, %Y}", f"{dt!r}")
print(f"{3+4j}", f"{complex(1, -1)!r}", f"{1e100}", f"{123.0}", f"{1/3:.10f}", f"{2**0.5:.15g}")
w, p = 10, 3
print(f"[{pi:^{w}.{p}f}]", f"[{name:*<{w}}]", f"[{n:0{w}d}]")
print(f"{'a' 'b'}", f"{'x' * 3}", f"{len(name)}{name[::-1]}", f'{"double"}', f"{'single'}")
class Obj:
    def __format__(self, spec): return f"Obj<{spec}>"
    def __repr__(self): return "Obj()"
    def __str__(self): return "obj-str"
o = Obj()
print(f"{o}", f"{o:fancy}", f"{o!r}", f"{o!s}", format(o), str(o))
print(f"{None}", f"{False!r}", f"{b'bytes'}", f"{[None]}")
try:
    f"{n:q}"
except ValueError as e:
    print(e)
try:
    f"{name:d}"
except ValueError as e:
    print(e)
try:
    f"{3.5:d}"
except ValueError as e:
    print(e)
try:
    f"{o!r:d}"
except ValueError as e:
    print(e)
print(f"{'%'}", "%s%%" % 5, f"{n:,.2f}", f"{-0.0:.1f}", f"{0.05:.1f}", f"{0.15:.1f}", f"{0.25:.1f}", f"{2.675:.2f}")
print(f"{12345.6789:.3e}", f"{0.0001:.2%}", f"{1e-10:f}", f"{1e22:.0f}", f"{123456789.0:.3g}", f"{-1.5:08.2f}")
print(f"{'abc':>{n // 7}}", f"{'abc':.{1}}", f"{3:^5}|", f"{-3:^5}|", f"{3: }|{-3: }")
