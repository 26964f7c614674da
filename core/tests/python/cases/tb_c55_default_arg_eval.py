limits = {"max": 10}
def clamp(x, hi=limits["max"]):
    return min(x, hi)
print(clamp(20))
def clamp2(x, lo=limits["min"]):
    return max(x, lo)
