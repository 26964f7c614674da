def risky(n):
    errs = []
    for i in range(n):
        if i % 3 == 0:
            errs.append(ValueError(f"v{i}"))
        elif i % 3 == 1:
            errs.append(TypeError(f"t{i}"))
        else:
            errs.append(KeyError(f"k{i}"))
    raise ExceptionGroup("batch", errs)

try:
    risky(5)
except* ValueError as eg:
    print("values:", [str(e) for e in eg.exceptions], type(eg).__name__, eg.message)
except* TypeError as eg:
    print("types:", [str(e) for e in eg.exceptions])
except* KeyError as eg:
    print("keys:", [repr(e) for e in eg.exceptions])

try:
    try:
        risky(3)
    except* ValueError:
        print("handled values only")
except ExceptionGroup as rest:
    print("rest:", repr(rest), [type(e).__name__ for e in rest.exceptions])

eg = ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [TypeError(2), ValueError(3)]), KeyError(4)])
print(eg)
print(repr(eg))
match, rest = eg.split(ValueError)
print(repr(match))
print(repr(rest))
print(eg.subgroup(lambda e: isinstance(e, (TypeError, KeyError))))
print(eg.subgroup(OSError))
def leaves(g):
    for e in g.exceptions:
        if isinstance(e, BaseExceptionGroup):
            yield from leaves(e)
        else:
            yield e
print([repr(e) for e in leaves(eg)])

bg = BaseExceptionGroup("mixed", [ValueError(1), KeyboardInterrupt()])
print(type(bg).__name__, type(BaseExceptionGroup("ok", [ValueError()])).__name__)
try:
    ExceptionGroup("bad", [KeyboardInterrupt()])
except TypeError as e:
    print("TypeError:", e)
try:
    ExceptionGroup("empty", [])
except ValueError as e:
    print("ValueError:", e)

try:
    raise ValueError("naked")
except* ValueError as eg:
    print("wrapped:", repr(eg))

class MyGroup(ExceptionGroup):
    def derive(self, excs):
        return MyGroup(self.message + "!", excs)
try:
    try:
        raise MyGroup("mine", [ValueError(1), TypeError(2)])
    except* ValueError as v:
        print("v:", type(v).__name__, v.message)
except MyGroup as m:
    print("left:", type(m).__name__, m.message, m.exceptions)

results = []
for payload in [[ValueError()], [TypeError()], [ValueError(), TypeError()]]:
    try:
        raise ExceptionGroup("p", payload)
    except* ValueError:
        results.append("V")
    except* TypeError:
        results.append("T")
print(results)
g = ExceptionGroup("note", [ValueError("a")])
g.add_note("extra")
print(g.__notes__, str(g), g.args[0], len(g.args[1]))
