class Matrix:
    def __init__(self, rows):
        self.rows = rows
    def __mul__(self, other):
        if isinstance(other, (int, float)):
            return Matrix([[v * other for v in r] for r in self.rows])
        return NotImplemented

print((Matrix([[1, 2]]) * 3).rows)
print(Matrix([[1]]) * "x")
