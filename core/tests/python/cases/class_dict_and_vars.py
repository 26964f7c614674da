class P:
    def __init__(self):
        self.a = 1
        self.b = [2]
print(vars(P()), P().__dict__)
