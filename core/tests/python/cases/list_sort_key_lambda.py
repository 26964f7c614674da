pairs = [(1, "b"), (3, "a"), (2, "c")]
pairs.sort(key=lambda p: p[1])
print(pairs)
print(sorted(pairs, key=lambda p: -p[0]))
