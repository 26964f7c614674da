class Grid:
    def __init__(self, cells):
        self.cells = cells

g = Grid([1, 2, 3])
print(g.cells[0:2])
try:
    g @ g
except TypeError as e:
    print(e)
print(g[0:2])
