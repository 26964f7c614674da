# A float subclass with its own repr/str/round/floor: formatting and math go through them.
import math


class F(float):
    def __repr__(self): return "FR"
    def __str__(self): return "FS"
    def __round__(self, n=None): return "FRound"
    def __floor__(self): return "floor"


f = F(2.5)
print(f, [f], str(f), repr(f), round(f), "%s %r %f %g" % (f, f, f, f), f"{f}", f"{f!r}", f"{f:.2f}")
print(math.floor(f), math.ceil(f), math.trunc(f), int(f))
print(F(2.5) + 1, type(F(2.5) + 1).__name__, -F(2.5), abs(F(-2.5)), type(abs(F(-2.5))).__name__)
print(format(F(1.25), ""), format(F(1.25), ".1f"), "{:e}".format(F(1.25)))


class G(float):
    def __str__(self): return "GSTR"
    def __repr__(self): return "GREPR"


g = G(1.5)
print(g, str(g), "%s" % g, "%f" % g, f"{g}", format(g), f"{g:.1f}", [g], "%r" % g, "{}".format(g), "%g" % g)
