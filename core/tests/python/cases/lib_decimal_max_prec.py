# decimal at MAX_PREC: exact products and quotients of coefficients with thousands of digits,
# counted without building 10**prec or a str past the int-to-str limit.
import decimal
from decimal import Decimal

c = decimal.getcontext()
c.prec = decimal.MAX_PREC
c.Emax = decimal.MAX_EMAX
c.Emin = decimal.MIN_EMIN


def factorial(n, m):
    if n > m:
        return factorial(m, n)
    elif m == 0:
        return 1
    elif n == m:
        return n
    else:
        return factorial(n, (n + m) // 2) * factorial((n + m) // 2 + 1, m)


r = factorial(Decimal(2500), 0)
print(r.adjusted(), int(r) % 10 ** 30, r.is_finite(), r.as_tuple().exponent)
q = r // Decimal(10 ** 4000 + 7)
print(q.adjusted(), int(q) % 10 ** 20)
print(r % Decimal(10 ** 9 + 7), divmod(Decimal(10) ** 5000 + 3, Decimal(7))[1])
s = r * r - r
print(s.adjusted(), int(s) % 997, (s + 1).adjusted())
print(Decimal(12345) * Decimal(67891), Decimal(7) // Decimal(2), Decimal(10) ** 20)
t = str(r)
print(len(t), t[:30], t[-30:], len(r.as_tuple().digits), r.as_tuple().digits[:5])
print(len(repr(-r)), len(format(r, "e")), str(-r)[:12])
