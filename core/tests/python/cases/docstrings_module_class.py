"""Mod doc."""
print(__doc__)
class A:
    "x"
print(A.__doc__, A().__doc__, vars(A).get("__doc__"))
