# `from m import *` is only allowed at module level: a class body refuses it at compile time.
print("never printed")


class Holder:
    from math import *
