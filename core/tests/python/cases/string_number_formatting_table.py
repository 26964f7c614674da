rows = [("alpha", 1.5, 10), ("beta", 22.25, 200)]
for name, v, n in rows:
    print(f"{name:<8}|{v:>8.2f}|{n:>5d}")
