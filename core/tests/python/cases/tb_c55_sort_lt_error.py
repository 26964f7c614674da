class Ver:
    def __init__(self, s):
        self.parts = [int(p) for p in s.split(".")]
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return ".".join(map(str, self.parts))
print(sorted([Ver("1.2"), Ver("1.10"), Ver("0.9")]))
print(sorted([Ver("1.2"), "1.3"]))
