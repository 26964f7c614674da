# An uncaught error's traceback with CPython's markers in every frame.
class Grid:
    def __init__(self, rows):
        self.rows = rows

    def cell(self, r, c):
        return self.rows[r][c]

    def total(self, coords):
        return sum(self.cell(r, c) for r, c in coords)


def report(grid):
    scale = 2
    value = grid.total([(0, 0), (1, 5)]) * scale
    return value


g = Grid([[1, 2], [3, 4]])
print("start")
print("result:", report(g))
