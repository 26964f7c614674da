class T:
    def __init__(self, v): self.v = v
    def __gt__(self, other):
        print("gt called")
        return self.v > other.v
print(1 < T(2) if False else T(3) > T(2))
print(T(1) < T(0))
print(T(1) < 5)
