import decimal
from decimal import Decimal as D, localcontext

# A generated grid of operands: every operation under every rounding mode at a small precision.
nums = []
seed = 12345
for i in range(24):
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    coeff = seed % 10 ** (1 + seed % 12)
    exp = (seed >> 8) % 15 - 9
    sign = "-" if (seed >> 4) % 3 == 0 else ""
    nums.append(D(f"{sign}{coeff}E{exp}"))
modes = [decimal.ROUND_DOWN, decimal.ROUND_HALF_UP, decimal.ROUND_HALF_EVEN, decimal.ROUND_CEILING,
         decimal.ROUND_FLOOR, decimal.ROUND_UP, decimal.ROUND_HALF_DOWN, decimal.ROUND_05UP]
for mode in modes:
    with localcontext(prec=7, rounding=mode, traps=[]) as ctx:
        out = []
        for i, a in enumerate(nums):
            b = nums[(i * 7 + 3) % len(nums)]
            out.append(f"{a + b} {a - b} {a * b} {a / b} {a // b} {a % b} {+a} {abs(b).sqrt()} {a ** 3} {b ** -2}")
        print(mode)
        for line in out:
            print("  ", line)
        print("   flags:", ctx)
with localcontext(prec=3, Emax=5, Emin=-5, traps=[]) as ctx:
    for s in ["999999", "1e5", "9.995e5", "1e-5", "1e-6", "1.23e-7", "5e-8", "-1e-9"]:
        v = +D(s)
        print(s, v, v.is_subnormal(), v.is_normal())
    print(ctx)
