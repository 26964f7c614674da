import traceback

class Base:
    def compute_total(self):
        return 1

class Order(Base):
    tax_rate = 0.2
    def __init__(self):
        self.items = []
        self._secret = 1
        self.quantity = 3

def show(obj, name):
    try:
        getattr(obj, name)
    except AttributeError as e:
        print(traceback.format_exc().splitlines()[-1])

o = Order()
for name in ["item", "compute_totl", "tax_rat", "secret", "_secrt", "Quantity", "xyz", "__len__", "itemz"]:
    show(o, name)
show(Order, "tax_rte")
show([], "apend")
show("s", "uper")
show({}, "iterkeys")
show(3, "real_")
o.quantiy += 1
