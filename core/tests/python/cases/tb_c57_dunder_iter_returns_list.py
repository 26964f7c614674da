class Bag:
    def __init__(self):
        self.items = [1, 2]
    def __iter__(self):
        return self.items

for x in Bag():
    print(x)
