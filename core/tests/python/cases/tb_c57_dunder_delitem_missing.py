class Grid:
    def __init__(self): self.cells = {(0, 0): 1}
    def __delitem__(self, pos):
        del self.cells[pos]
g = Grid()
del g[0, 0]
del g[1, 1]
