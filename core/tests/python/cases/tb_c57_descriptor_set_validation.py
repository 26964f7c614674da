class Positive:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        return getattr(obj, self.name)
    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.name[1:]} must be positive")
        setattr(obj, self.name, value)
class Item:
    price = Positive()
    def __init__(self, price):
        self.price = price
print(Item(3).price)
it = Item.__new__(Item)
try:
    it.price
except AttributeError as e:
    print(e)
Item(-1)
