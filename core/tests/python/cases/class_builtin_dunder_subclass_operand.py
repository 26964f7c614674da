class I(int):
    def __add__(self, o):
        return I(int.__add__(self, o))
    def __repr__(self): return f"I({int(self)})"
print(I(2) + 3, I(2) + I(3), 3 + I(2))
print(int.__add__(1, I(2)), int.__lt__(I(1), I(5)), int.__eq__(1, I(1)), float.__mul__(2.0, I(3)))
print(int.__mul__(True, 3), list.__eq__([1], type("L", (list,), {})([1])))
class F(float):
    def __sub__(self, o): return F(float.__sub__(self, o))
print(F(2.5) - 1, type(F(2.5) - F(1)).__name__)
print(str.__add__("a", type("S", (str,), {})("b")))
print(A().__module__ if (A := type("A", (), {})) else 0)
class B: pass
print(B().__module__, B.__module__)
