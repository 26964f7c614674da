vals = [0, 7, -42, 255, 1234567, 3.14159, -0.000123, 1e21, 2.5, float("inf")]
for v in vals:
    if isinstance(v, int):
        print(f"{v:>10}|{v:<8}|{v:^9}|{v:+d}|{v:x}|{v:#o}|{v:08b}|{v:,}|{v:_x}")
    else:
        print(f"{v:>12.3f}|{v:e}|{v:.2e}|{v:g}|{v:.3g}|{v:%}|{v:+.1f}")
print(f"{'left':<10}|{'right':>10}|{'mid':*^11}|")
print(f"{12.5:=+10.2f}|{-12.5:=10.1f}|{42:=^+8}")
print("{0:{1}.{2}f}".format(3.14159, 10, 3))
print("{:,.2f} {:_} {:n}".format(1234567.891, 10**9, 1234))
print("%5d|%-5d|%05d|%x|%X|%o|%e|%.3g|%s|%r" % (42, 42, 42, 255, 255, 8, 1234.5, 0.0001234, "s", "s"))
print("%(name)s is %(age)03d" % {"name": "Al", "age": 7})
print("%c%c %% %.2f%%" % (72, "i", 99.5))
print("%+.3e %10.4s|" % (-12345.678, "abcdefg"))
print(format(0.1, ".20f"), format(1/3, ".17g"), repr(0.1 + 0.2))
print(format(123456789, ".3e"), format(-0.0, "f"), format(1e-7, "g"), format(1e16, "g"))
print(f"{3+4j}", f"{complex(1.5, -2):.2f}")
print(f"{True:d} {True} {None!r} {'x'!a} {'é'!a}")
print(f"{255:#X} {255:#b} {-255:#x} {0:#o}")
print(format(12345.6789, "10.2%"), format(0.5, "^10.1%"))
print(round(2.675, 2), round(0.5), round(1.5), round(-2.5), round(1234, -2))
print("{!r:>8}|{:^6}|".format("ab", True))
width = 7
print(f"{'x':{width}}|{3.0:{width}.{2}}|")
