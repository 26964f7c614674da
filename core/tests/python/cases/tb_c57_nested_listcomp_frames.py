grid = [[1, 2, 3], [4, 0, 6]]
print([[10 // v for v in row if v] for row in grid])
inverse = [[10 // v for v in row] for row in grid]
