t = (1, 2, 3)
print(t, t[1], t[-1], t[:2], len(t), t.index(2), t.count(3), (1,), ())
