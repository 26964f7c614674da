class A:
    x = 1
a = A()
setattr(a, "y", 2)
print(getattr(a, "x"), getattr(a, "y"), getattr(a, "z", "default"), hasattr(a, "x"), hasattr(a, "nope"))
delattr(a, "y")
print(hasattr(a, "y"), vars(a))
