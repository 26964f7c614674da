# A float format spec with a precision and no type: 'g'-like, but scientific one digit earlier
# and always a digit after the point in fixed form.
values = [0.0, -0.0, 0.5, 1.0, 5.0, 9.99, 10.0, 12.0, 99.0, 99.5, 100.0, 123.456, 1234.5,
          -1234.5, 1e-5, 0.0001234, 1e16, 2.5e-7, float("inf"), float("nan")]
for p in range(0, 5):
    print(p, " ".join(format(v, f".{p}") for v in values))
for v in [100.0, 12.0, 1.0]:
    print(f"{v:.1}|{v:.2}|{v:.3}|{v:#.3}|{v:10.2}|{v:<10.3}|{v:+.2}|{v:,.6}")
print("{:.3}".format(1000000.0), "{:.7}".format(1000000.0), "{:.8}".format(1000000.0))
print(format(3.14159, ".3"), format(31.4159, ".3"), format(314.159, ".3"), format(3141.59, ".3"))
print(str(1e16), repr(1.5e-7), f"{1e22}", f"{0.1 + 0.2}")
