matrix = [[1, 2], [3, 4]]
row, col = 1, 2
print(matrix[row][0])
print(matrix[row][col])
