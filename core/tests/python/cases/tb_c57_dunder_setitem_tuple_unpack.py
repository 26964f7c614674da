class Grid:
    def __init__(self): self.cells = {}
    def __setitem__(self, pos, value):
        r, c = pos
        self.cells[r, c] = value
    def __delitem__(self, pos):
        del self.cells[pos]
g = Grid()
g[0, 1] = "x"
g[2] = "y"
