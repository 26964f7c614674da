class Item:
    def __init__(self, key):
        self.key = key
    def __eq__(self, other):
        return self.key == other.key

items = [Item(1), Item(2)]
print(Item(2) in items)
print(2 in items)
