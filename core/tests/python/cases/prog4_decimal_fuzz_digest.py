# decimal arithmetic fuzz against CPython (digest)
import random, hashlib
from decimal import Decimal as D, getcontext, localcontext, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP, InvalidOperation, DivisionByZero, Overflow
rng = random.Random(7)
def rnd_dec():
    k = rng.random()
    if k < 0.05: return D(rng.choice(["0", "-0", "Infinity", "-Infinity", "NaN", "1E+999", "1E-999"]))
    digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 25))).lstrip("0") or "0"
    exp = rng.randint(-30, 30)
    return D(f"{rng.choice(['', '-'])}{digits}E{exp}")
out = []
modes = [ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP]
for i in range(400):
    a, b = rnd_dec(), rnd_dec()
    with localcontext() as ctx:
        ctx.prec = rng.randint(1, 40)
        ctx.rounding = rng.choice(modes)
        ctx.traps[InvalidOperation] = False
        ctx.traps[DivisionByZero] = False
        ctx.traps[Overflow] = False
        for op in ("+", "-", "*", "/", "//", "%", "cmp", "q", "sqrt", "fmt", "norm", "exp", "ln", "pow"):
            try:
                if op == "+": r = a + b
                elif op == "-": r = a - b
                elif op == "*": r = a * b
                elif op == "/": r = a / b
                elif op == "//": r = a // b
                elif op == "%": r = a % b
                elif op == "cmp": r = (a < b, a == b, a.compare(b), a.max(b), a.min(b))
                elif op == "q": r = a.quantize(D(1).scaleb(rng.randint(-8, 3)), rounding=rng.choice(modes))
                elif op == "sqrt": r = abs(a).sqrt()
                elif op == "fmt": r = (str(a), repr(b), a.to_eng_string(), format(a, rng.choice([".3f", ",.2f", "e", ".5g", "%", ">20", "+.0f"])))
                elif op == "norm": r = (a.normalize(), a.adjusted() if a.is_finite() else None, a.as_tuple())
                elif op == "exp": r = (a.scaleb(-40).exp() if a.is_finite() else None)
                elif op == "ln": r = abs(a).ln() if a else None
                elif op == "pow": r = a ** rng.randint(-3, 5) if a.is_finite() and abs(a.adjusted()) < 20 else None
            except Exception as e:
                r = type(e).__name__
            out.append(f"{op} {r}")
        out.append(str(ctx.flags[InvalidOperation]) + str(ctx.flags[DivisionByZero]))
print(hashlib.sha256("\n".join(out).encode()).hexdigest(), len(out))
# NaN signs through subtraction
getcontext().traps[InvalidOperation] = False
for a, b in [("NaN", "1"), ("1", "-NaN"), ("-NaN", "1"), ("Infinity", "NaN"), ("-Infinity", "-Infinity")]:
    a, b = D(a), D(b)
    print(a, b, a - b, b - a, a + b, getcontext().subtract(a, b), 5 - b, b - 5)
