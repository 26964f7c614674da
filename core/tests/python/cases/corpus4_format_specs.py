# format-spec mini-language
vals = [0, 1, -1, 1234567.891, -0.0005, 1e21, 123456789, 3.14159]
for v in vals:
    print(f"{v:>14,.2f}|{v:<12.3e}|{v:^12g}|{v:+.1%}|{v:_.3f}")
for n in [0, 5, -5, 255, 65535, 10**12]:
    print(f"{n:#x} {n:#o} {n:#b} {n:08X} {n:,} {n:_} {n:+d} {n: d} {n:=+8d} {n:#_b}")
print(f"{'abc':*^9}|{'abc':>5.2}|{'abcdef':.3}|{'x':<3}|")
print(format(1234.5, "n"), format(0.1, ".20f"), format(1/3, ".17g"), format(2.5, ".0f"), format(3.5, ".0f"))
print(format(1e-7, "g"), format(1e16, "g"), format(123456, "g"), format(1234567, "g"), format(0.0001, "g"))
print(format(float("inf"), "f"), format(float("-inf"), "+.2f"), format(float("nan"), "E"), format(float("nan"), "10.2f"))
print(format(-0.0, ".1f"), format(-0.0, "z.1f") if False else "skip", format(1.0, "#g"), format(100, "#.0f"))
print(format(12.0, ""), format(12.0, "g"), format(1e100, ""), format(1.5e-10, ""), repr(1e16), str(1e15))
print("{0}{1}{0}".format("ab", "cd"), "{name}-{0}".format(7, name="n"), "{:{w}.{p}f}".format(3.14159, w=10, p=3))
print("{0[1]} {0[key]} {1.real}".format({1: "one", "key": "K"}, 3 + 4j))
print("{!r:>10} {!s:<6}| {!a}".format("hi", "x", "é"))
print("{{literal}} {}".format(5), "{:%}".format(0.25), "{:.0%}".format(0.125), "{:e}".format(0))
class P:
    def __format__(self, spec):
        return f"P<{spec}>"
print(f"{P():xyz}", format(P(), ""), "{:abc}".format(P()))
w, p = 12, 4
x = 2 / 3
print(f"{x:{w}.{p}}", f"{x:>{w}.{p}f}", f"{'nested':{'^'}{w}}")
print(f"{x=}", f"{x = :.3f}", f"{w*p=}", f"{'s'!r}", f"{'s'=!s}")
import datetime
d = datetime.date(2024, 3, 5)
print(f"{d:%Y/%m/%d}", f"{d=}", "{:%A %d %B}".format(d))
print(f"{True:d}", f"{True}", f"{False:>6}", format(True, "x"), f"{None!s:>5}")
print(f"{3+4j}", f"{(1+2j):.2f}", format(1j, ">8"), f"{-1.5j}")
print(f"{10**20:,}", f"{-10**20:_x}", f"{2**64:e}", f"{12345678901234567890:.3e}")
for bad in ["{:d}", "{:,s}", "{:x}"]:
    try:
        print(bad.format(1.5 if bad != "{:,s}" else "s"))
    except ValueError as e:
        print("ValueError:", e)
try:
    "{} {}".format(1)
except IndexError as e:
    print("IndexError:", e)
try:
    "{a}".format(b=1)
except KeyError as e:
    print("KeyError:", e)
