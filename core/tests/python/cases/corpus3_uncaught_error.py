class InventoryError(Exception):
    pass

class OutOfStock(InventoryError):
    def __init__(self, item, wanted, have):
        super().__init__(f"{item}: wanted {wanted}, only {have} left")

stock = {"apple": 5, "pear": 2}

def take(item, n):
    have = stock.get(item, 0)
    if n > have:
        raise OutOfStock(item, n, have)
    stock[item] = have - n
    return stock[item]

print(take("apple", 3))
try:
    take("pear", 5)
except InventoryError as e:
    print("handled:", e)
print(stock)
for order in [("apple", 1), ("pear", 2)]:
    print(order, "->", take(*order))
take("apple", 4)
print("never reached")
