class Calculator:
    def add(self, a, b):
        return a + b

c = Calculator()
print(c.add(1, 2))
c.add(1, 2, 3)
