class R:
    def __init__(self, n): self.n = n
    def __del__(self): print("del", self.n)
l = [R(1), R(2)]
l.clear()
print("cleared")
