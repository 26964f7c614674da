class C:
    def __init__(self):
        self.x = 1
c = C()
print(object.__getstate__(c), C.__subclasshook__(int), object.__subclasshook__(int))
print("x" in object.__dir__(c), "__hash__" in dir(object))
class E:
    __slots__ = ()
print(E().__sizeof__(), object().__sizeof__())
object.__setattr__(c, "y", 3)
print(c.y)
object.__delattr__(c, "y")
print(hasattr(c, "y"), object.__getattribute__(c, "x"))
