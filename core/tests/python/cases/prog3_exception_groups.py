def validate(rec):
    errs = []
    if not rec.get("name"):
        errs.append(ValueError("name empty"))
    if not isinstance(rec.get("age"), int):
        errs.append(TypeError("age not int"))
    if rec.get("age", 0) and rec["age"] < 0 if isinstance(rec.get("age"), int) else False:
        errs.append(ValueError("age negative"))
    if errs:
        raise ExceptionGroup(f"record {rec.get('id')}", errs)

records = [{"id": 1, "name": "a", "age": 3}, {"id": 2, "name": "", "age": "x"}, {"id": 3, "name": "c", "age": -1}]
for r in records:
    try:
        validate(r)
        print(r["id"], "ok")
    except* ValueError as eg:
        print(r["id"], "values:", [str(e) for e in eg.exceptions], eg.message)
    except* TypeError as eg:
        print(r["id"], "types:", [str(e) for e in eg.exceptions])

eg = ExceptionGroup("batch", [ValueError(1), TypeError(2), ExceptionGroup("inner", [ValueError(3), KeyError(4)])])
match, rest = eg.split(ValueError)
print(repr(match))
print(repr(rest))
sub = eg.subgroup(lambda e: isinstance(e, KeyError))
print(repr(sub), str(eg), len(eg.exceptions))
print(eg.subgroup(OSError))
try:
    ExceptionGroup("x", [])
except ValueError as e:
    print(type(e).__name__, e)
try:
    ExceptionGroup("x", [1])
except ValueError as e:
    print(type(e).__name__, e)
beg = BaseExceptionGroup("b", [KeyboardInterrupt()])
print(type(beg).__name__, type(BaseExceptionGroup("b", [ValueError()])).__name__)
try:
    ExceptionGroup("x", [KeyboardInterrupt()])
except TypeError as e:
    print(type(e).__name__, e)

try:
    try:
        raise ExceptionGroup("g", [ValueError("a"), OSError("b")])
    except* ValueError:
        print("caught value part")
except ExceptionGroup as rest_eg:
    print("propagated:", repr(rest_eg))
try:
    raise ValueError("naked")
except* ValueError as g:
    print(type(g).__name__, repr(g.exceptions[0]))

def collect(funcs):
    errors = []
    results = []
    for f in funcs:
        try:
            results.append(f())
        except Exception as e:
            e.add_note(f"while calling {f.__name__}")
            errors.append(e)
    if errors:
        raise ExceptionGroup("some calls failed", errors)
    return results
def ok(): return 1
def bad(): return 1 / 0
def worse(): return [][0]
try:
    collect([ok, bad, worse])
except ExceptionGroup as eg:
    for e in eg.exceptions:
        print(type(e).__name__, e, e.__notes__)
print(eg.derive([ValueError("z")]).message if False else "derive", repr(ExceptionGroup("m", [ValueError("q")]).derive([KeyError("w")])))
