# pow with modulus and negative exponents, divmod of floats, complex powers.
print(pow(2, -1), pow(2, 3, 5), pow(3, -1, 7), pow(-2, 0.5), pow(0, 0), 0.0 ** 0, (-8) ** (1 / 3), pow(2, 100, 10**9))
try:
    pow(2, -1, 4)
except ValueError as e:
    print(e)
try:
    pow(2.0, 3, 5)
except TypeError as e:
    print(e)
print(divmod(5.5, 2), divmod(-5.5, 2), divmod(5, -1.5), divmod(0.0, -1), pow(2.0, -1), pow(-2, -2), pow(4, 0.5), pow(-1, 0.5), (-1) ** 0.5, 2 ** -1, (-2) ** 3, 0 ** 0.0, pow(2, 3, -3), pow(-2, 3, 5))
print(complex(3, 4) / 2, abs(3 + 4j), (1 + 2j) ** 2, (1j) ** 2, complex("1+2j"), complex(" 3 "), repr(complex(0, -0.0)), repr(-0j), complex(1, float("nan")), 1j * 1j, (2 + 0j) ** 0.5)
for a, b in [(1, 0), (1, 0.0), (1.0, 0)]:
    for op in ["/", "//", "%"]:
        try:
            eval(f"a {op} b")
        except ZeroDivisionError as e:
            print(op, type(a).__name__, type(b).__name__, e)
try:
    0 ** -1
except ZeroDivisionError as e:
    print(e)
try:
    10.0 ** 400
except OverflowError as e:
    print(e)
print(1e308 * 10, -1e308 * 10, 1e308 * 10 - 1e308 * 10)
