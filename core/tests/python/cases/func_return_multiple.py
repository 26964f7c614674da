def mm(xs):
    return min(xs), max(xs)
lo, hi = mm([3, 1, 4])
print(lo, hi, mm([2]))
