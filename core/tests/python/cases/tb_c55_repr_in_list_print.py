class Item:
    def __init__(self, n):
        self.n = n
    def __repr__(self):
        return f"Item({self.n:03d})"
print([Item(1), Item(2)])
print([Item(3), Item("x")])
