totals = {"a": 10, "b": 0}
ratio = 1.0
for key in totals:
    ratio /= totals[key]
    print(ratio)
