# The edges of 64-bit ints and of powers of zero: each once panicked or gave inf.
m = -9223372036854775807 - 1
print(m % -1, 7 % -1, -7 % -1)
print(divmod(7, -1), divmod(-7, 2))
for f in [lambda: 0 ** -1, lambda: 0.0 ** -1, lambda: pow(0, -2), lambda: 0 ** -1.5]:
    try:
        f()
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
print((-8) ** 2.0, 8 ** 0.5, (-8) ** 3, 2 ** -1)
x = 0
x **= 2
print(x)
print(0 ** -1)
