# A class's __dir__ that calls object.__dir__ (or super().__dir__()) gets the default listing.
class A:
    def __init__(self): self.x = 1
    def __dir__(self):
        return [n for n in object.__dir__(self) if not n.startswith("_")] + ["extra"]
print(dir(A()))
class B:
    def __dir__(self):
        return super().__dir__()
print("__dir__" in dir(B()), len(dir(B())) == len(dir(object())) + 3)
