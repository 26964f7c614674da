import sys
import types

fr = sys._getframe()
tb = types.TracebackType(None, fr, 0, 12)
print(type(tb), type(tb).__name__, isinstance(tb, types.TracebackType))
print(tb.tb_next, tb.tb_lineno, tb.tb_lasti, tb.tb_frame is fr)
tb2 = types.TracebackType(tb, fr, 4, 3)
print(tb2.tb_next is tb, tb2.tb_lineno)
for bad in ((5, fr, 0, 1), (None, 5, 0, 1), (None, "frame", 0, 1)):
    try:
        types.TracebackType(*bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    types.TracebackType(None, fr, "0", 1)
except TypeError as e:
    print("TypeError:", e)
print(isinstance(None, types.TracebackType), isinstance(fr, types.TracebackType))
types.TracebackType(None, fr)
