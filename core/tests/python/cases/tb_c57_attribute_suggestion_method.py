class Player:
    def __init__(self):
        self.score = 0
    def add_points(self, n):
        self.score += n

p = Player()
p.add_points(3)
print(p.score)
p.add_point(1)
