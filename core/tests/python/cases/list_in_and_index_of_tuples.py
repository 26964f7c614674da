pts = [(0, 0), (1, 2)]
print((1, 2) in pts, pts.index((1, 2)), [p for p in pts if p[0]])
