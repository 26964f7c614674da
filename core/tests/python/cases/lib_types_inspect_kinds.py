import inspect
import sys
import types


def f():
    return sys._getframe()


fr = f()
print(inspect.isframe(fr), inspect.iscode(fr), inspect.ismodule(fr), inspect.istraceback(fr))
print(inspect.iscode(f.__code__), inspect.isframe(f.__code__), inspect.ismodule(f.__code__))
print(inspect.ismodule(sys), inspect.ismodule(types), inspect.isframe(sys), inspect.iscode(sys))
try:
    raise ValueError("x")
except ValueError:
    tb = sys.exc_info()[2]
    print(inspect.istraceback(tb), inspect.isframe(tb.tb_frame), inspect.istraceback(None))
    print(tb.tb_lineno, tb.tb_frame.f_code.co_name, tb.tb_next)
cell = types.CellType(1)
print(inspect.ismodule(cell), inspect.iscode(cell), inspect.isframe(inspect.currentframe()))
print(inspect.isframe(None), inspect.iscode(1), inspect.istraceback("tb"))
inspect.isframe()
