print({x: x * x for x in range(4)}, {k: v for k, v in [("a", 1), ("b", 2)] if v > 1})
