class C:
    pass
try:
    object.__format__(C(), "x")
except TypeError as e:
    print(e)
print(object.__format__(3, ""))
