from functools import cached_property
class C:
    def __init__(self, r): self.r = r
    @cached_property
    def area(self):
        """the area"""
        print("computing"); return self.r * 2
c = C(3); print(c.area, c.area, vars(c), C.area.attrname, C.area.__doc__, type(C.area).__name__)
c.area = 100; print(c.area); del c.area; print(c.area)
try: del c.area; del c.area
except AttributeError as e: print("AttributeError", e)
class S:
    __slots__ = ("x",)
    @cached_property
    def y(self): return 1
try: S().y
except TypeError as e: print("TypeError", e)
class Report:
    def __init__(self, rows): self.rows = rows
    @cached_property
    def total(self): print("summing"); return sum(self.rows)
r = Report([1, 2, 3]); print(r.total, r.total, "total" in r.__dict__, Report.total.func.__name__)
r.rows.append(4); print(r.total); r.__dict__.pop("total"); print(r.total)
