def in_range(x, lo, hi):
    return lo <= x < hi
print(in_range(3, 1, 5))
print(in_range(3, None, 5))
