class Reg:
    items = []
    def add(self, x):
        self.items.append(x)
Reg().add(1)
Reg().add(2)
print(Reg.items)
