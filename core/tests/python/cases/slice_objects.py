s = slice(1, 5, 2)
print(s, s.start, s.stop, s.step, [0, 1, 2, 3, 4, 5][s])
