class Item:
    def __init__(self, p):
        self.p = p
    def __lt__(self, o):
        return self.p < o.p
    def __repr__(self):
        return f"I{self.p}"
a, b = Item(1), Item(2)
print(a < b, b > a, sorted([Item(3), Item(1)], key=lambda i: i.p))
