def risky(i):
    if i % 3 == 0:
        raise ValueError(f"bad {i}")
    if i % 3 == 1:
        raise TypeError(f"type {i}")
    return i
errors = []
for i in range(6):
    try:
        risky(i)
    except Exception as e:
        e.add_note(f"while processing item {i}")
        errors.append(e)
eg = ExceptionGroup("batch failed", errors)
print(eg, len(eg.exceptions), repr(eg.exceptions[0]), eg.exceptions[0].__notes__)
vals, rest = eg.split(ValueError)
print(vals, [str(x) for x in vals.exceptions], rest, [str(x) for x in rest.exceptions])
print(eg.subgroup(lambda e: "4" in str(e)))
print(eg.subgroup(KeyError))
try:
    raise eg
except* ValueError as g:
    print("caught values", [str(x) for x in g.exceptions], type(g).__name__)
except* TypeError as g:
    print("caught types", [str(x) for x in g.exceptions])
nested = ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [TypeError(2), ValueError(3)])])
print(repr(nested))
try:
    raise nested
except* ValueError as g:
    print("V:", repr(g))
except* TypeError as g:
    print("T:", repr(g))
try:
    try:
        raise ExceptionGroup("g", [KeyError("a"), OSError("b")])
    except* KeyError:
        print("handled KeyError")
except ExceptionGroup as rest:
    print("left over:", repr(rest))
bg = BaseExceptionGroup("mixed", [KeyboardInterrupt(), ValueError()])
print(type(bg).__name__, type(BaseExceptionGroup("x", [ValueError()])).__name__)
try:
    ExceptionGroup("x", [])
except ValueError as e:
    print("ValueError:", e)
try:
    ExceptionGroup("x", [KeyboardInterrupt()])
except TypeError as e:
    print("TypeError:", e)
try:
    raise ValueError("plain")
except* ValueError as g:
    print("wrapped plain:", repr(g))
class MyGroup(ExceptionGroup):
    def derive(self, excs):
        return MyGroup(self.message + "!", excs)
mg = MyGroup("mine", [ValueError(1), TypeError(2)])
print(repr(mg.split(TypeError)[0]), repr(mg.split(TypeError)[1]))
e = ValueError("x")
try:
    e.add_note(5)
except TypeError as err:
    print("TypeError:", err)
print(hasattr(ValueError(), "__notes__"))
