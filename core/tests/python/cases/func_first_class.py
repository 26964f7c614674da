def sq(x):
    return x * x
fs = [sq, abs, str]
print([g(-3) for g in fs], sq.__name__)
