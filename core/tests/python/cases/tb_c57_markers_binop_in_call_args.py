def clamp(x, lo, hi):
    return max(lo, min(x, hi))

print(clamp(5, 0, 10))
print(clamp(5 - "1", 0, 10))
