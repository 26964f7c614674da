import decimal, fractions
print(int('١٢٣'), float('  1_000.5 '), '%.2f' % decimal.Decimal('2.675'), round(decimal.Decimal('2.675'), 2), "{:,}".format(decimal.Decimal('1234567.891')))
try:
    print(format(fractions.Fraction(1, 3), ".3f"))
except TypeError as e:
    print("TypeError", e)
class O: pass
try:
    format(O(), ">10")
except TypeError as e:
    print(e)
print(f"{'x'!r:^10}|", "a\x0bb\x1cc\u2028d".splitlines(), "they're bill's".title(), "ǆemal".capitalize(), "ŉ".upper())
print("{:>10}".format(None) if False else "", format(None, ""), "{!s:>6}".format(None), f"{None!s:>6}")
print(str(1e16), str(1.0e-4), 1e300 * 1e10, -1e300 * 1e10, 2 ** 1023 * 2.0 if False else "")
print(divmod(7.5, 2), 7.5 // 2, -7.5 % 2, 1e308 + 1e308, round(0.5), round(1.5), round(-0.5), round(5e-324, 400))
import sys
print(sys.version_info[:2], sys.version_info >= (3, 8), sys.platform != "", sys.getrecursionlimit())
def rec(n): return rec(n + 1)
try:
    rec(0)
except RecursionError as e:
    print("RecursionError", e)
print(hash(()) == hash(()), hash((1, 2)) == hash((1, 2)), hash(0.5), hash(-2), hash(True), hash(None) == hash(None))
print(isinstance(1, (int, str)), isinstance(True, int), type(1) == int, 0.1 + 0.2 == 0.3, abs(-0.0), str(-0.0), int("-0"))
print(sorted([3, 1, 2]).__class__, list(map(str.upper, "ab")), list(filter(None, [0, 1, "", "a", None, []])), list(zip()))
print(min(1, 2, key=lambda v: -v), max("abc", "abd"), max([], default=None), divmod(-7, 2), pow(2, 10), pow(2.0, -1), pow(-8, 1/3))
print(chr(0x1F600), ord("\n"), "\N{GREEK SMALL LETTER ALPHA}", "\u00e9" == "é", len("👍🏽"), "👍🏽"[::-1] == "🏽👍")
print(" ".join(f"{i:>3}" for i in range(5)), "a" "b" 'c', """x
y""", r"\n", b"\n", rb"\n")
