records = [("b", 2), ("a", None), ("c", 1)]
records.sort(key=lambda r: r[0])
print(records)
records.sort(key=lambda r: -r[1])
