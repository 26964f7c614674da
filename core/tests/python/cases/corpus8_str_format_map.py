# format_map with __missing__, nested fields, conversions and specs.
print("{a}-{b[0]}-{c.real}".format_map({"a": 1, "b": [2], "c": 3}))


class M(dict):
    def __missing__(self, k): return "<" + k + ">"


print("{x} {y} {z!r:>6}".format_map(M(x=1)))
print("{:*^10}|{:<5}|{:>5}|{:=+6}|{:#x}|{:#b}|{:08.3f}|{:,}|{:_x}|{!a}|{:c}|{:.3s}|{:10.3e}".format("ab", 1, "x", 42, 255, 5, 3.14159, 1234567, 255**3, "é", 97, "abcdef", 12345.678))
x = 5
print(f"{'x':>{3}}", f"{3.0:{'.2f'}}", f"{10:#o}", f"{-0.0:.1f}", f"{1e100:.3g}", f"{123:e}", f"{'a'!r:5}", f"{12:=^8}", f"{-12:08}", f"{1234.5:,.1f}", f"{0.5:.0f}", f"{1.5:.0f}", f"{2.5:.0f}")
print(f"{'nested {x}'}", f"{{}}", f"{1+1=}", f"{'a'=!r:>5}", f"{x=}", f"{x=:03}")
try:
    "{0}{}".format(1, 2)
except ValueError as e:
    print(e)
try:
    "{a}".format_map({})
except KeyError as e:
    print("KeyError", e)
