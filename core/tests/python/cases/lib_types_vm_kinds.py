import sys
import types


def f(x):
    return x


print(types.CodeType, types.FrameType, types.TracebackType, types.CellType)
print(types.CodeType.__name__, types.FrameType.__name__, types.TracebackType.__name__)
print(isinstance(f.__code__, types.CodeType), isinstance(f, types.CodeType), isinstance(sys, types.CodeType))
print(isinstance(sys._getframe(), types.FrameType), isinstance(f.__code__, types.FrameType))
print(isinstance(sys._getframe(0).f_code, types.CodeType))


def make(v):
    def inner():
        return v
    return inner


cell = make([1, 2]).__closure__[0]
print(isinstance(cell, types.CellType), isinstance([1, 2], types.CellType), cell.cell_contents)
c = types.CellType(7)
print(c.cell_contents, isinstance(c, types.CellType), isinstance(types.CellType(), types.CellType))
print(issubclass(types.CodeType, types.CodeType), issubclass(int, types.FrameType))
for call in (lambda: types.FrameType(), lambda: types.CellType(1, 2)):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
print(isinstance(f.__code__, (types.FunctionType, types.CodeType)), types.CodeType is types.CodeType)
print([name in dir(types) for name in ("CodeType", "FrameType", "TracebackType", "CellType")])
types.FrameType(1)
