import traceback
class CM:
    def __init__(self, swallow): self.swallow = swallow
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        print("exit", t.__name__ if t else None, tb is None, tb.tb_lineno if tb else "-")
        return self.swallow
with CM(True):
    raise ValueError("x")
try:
    with CM(False):
        x = {}["k"]
except KeyError as e:
    print("caught", repr(e), e.__context__)
try:
    raise IndexError("outer")
except IndexError:
    try:
        with CM(False):
            try:
                raise KeyError("a")
            except KeyError:
                raise TypeError("b")
    except TypeError as t:
        print(repr(t.__context__))
with CM(True):
    pass
