matrix = [[1, 2, 3], [4, 5, 6]]
print(matrix[1][2])
def cell(m, r, c):
    return m[r][c]
print(cell(matrix, 0, 0))
print(cell(matrix, 1, 3))
