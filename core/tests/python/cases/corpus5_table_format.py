rows = [("Widget", 4, 3.5), ("Gadget", 12, 12.25), ("Doohickey", 1, 199.999), ("Thing", 0, 0.005)]
w, p = 12, 2
print(f"{'Item':<{w}}{'Qty':>5}{'Price':>{w}}")
print("=" * (w * 2 + 5))
for name, q, price in rows:
    print(f"{name:<{w}}{q:>5d}{price:>{w}.{p}f}")
total = sum(q * pr for _, q, pr in rows)
print(f"{'Total':<{w}}{'':>5}{total:>{w},.{p}f}")
for name, q, price in rows:
    print(f"{name!r:^14}|{q:+04d}|{price:e}|{price:g}|{price:%}")
x, y = 3, 4.5
print(f"{x=} {y=:.3f} {x*y = }")
print(f"{name=!s:>10}")
print(f"{'centered':*^20}", f"{42:#x}", f"{42:#o}", f"{42:#b}", f"{255:X}")
print(f"{1234567.891:,.2f}", f"{1234567:_}", f"{0.000123:.2e}", f"{-0.0:.1f}")
print(f"{3.14159:{'>'}{10}.{3}}")
for v in [1, 10, 100, 1000]:
    print(f"[{v:^7}] [{v:<7}] [{v:>7}] [{v:07}]")
print("{:>8}|{:<8}|{:^8}".format("a", "b", "c"))
print("{0}{1}{0}".format("ab", "-"), "{name}:{age:03}".format(name="bo", age=7))
print("{0[1]} {1[k]} {2.real}".format([9, 8], {"k": "v"}, 3 + 4j))
print(format(0.5, ".0f"), format(1.5, ".0f"), format(2.5, ".0f"), format(-2.5, ".0f"))
print(format(12345.6789, "10.1f"), format(-7, "=+6d"), format("txt", ".2s"))
print("%-8s|%8.3f|%05d|%x|%r" % ("left", 3.14159, 42, 255, "q"))
print("%(name)s is %(age)d years" % {"name": "Ann", "age": 30})
print("%c%c %5.1f%% %e" % (72, "i", 99.55, 12345.678))
