# Many random floats through many format specs (seeded), half-way rounding in .Nf.
import random

r = random.Random(12345)
specs = ["g", ".3g", ".12g", "e", ".0e", ".2e", "f", ".0f", ".1f", "%", ".1%", "n", "", ".5", "#g", "#.3g", "+.2f", " .3e", "010.3f", "<12.4g", "^+12.2e", ",.3f", "_.1f", "G", "E", ".17g", ".16g", ".20f", "#.0f", "#.0e"]
lines = []
for i in range(120):
    e = r.randint(-330, 310)
    m = r.random() * 10
    v = m * 10.0 ** e if abs(e) < 300 else float(f"{m}e{e}")
    if r.random() < 0.3:
        v = -v
    if r.random() < 0.1:
        v = round(v, r.randint(-3, 5))
    lines.append(" ".join(format(v, sp) for sp in specs if not (sp.endswith("f") or sp.endswith("%")) or abs(v) < 1e30))
    lines.append(repr(v) + " " + str(v) + " " + ("%g %.3e %r" % (v, v, v)))
for i in range(60):
    v = r.randint(-10**6, 10**6) / 1000
    lines.append(" ".join(format(v, s) for s in specs))
    half = (r.randint(-10**4, 10**4) + 0.5) / 10 ** r.randint(0, 3)
    lines.append(" ".join([f"{half:.0f}", f"{half:.1f}", f"{half:.2f}", f"{half:.3g}", str(round(half, 1)), str(round(half, 2)), str(round(half))]))
print("\n".join(lines))
