def risky(i):
    if i % 3 == 0: raise ValueError(f"bad {i}")
    if i % 3 == 1: raise TypeError(f"type {i}")
    return i
errors = []
for i in range(5):
    try:
        risky(i)
    except (ValueError, TypeError) as e:
        errors.append(e)
eg = ExceptionGroup("batch failed", errors)
print(eg, len(eg.exceptions), repr(eg.exceptions[0]))
try:
    raise eg
except* ValueError as g:
    print("values:", [str(e) for e in g.exceptions])
except* TypeError as g:
    print("types:", [str(e) for e in g.exceptions])
match, rest = eg.split(ValueError)
print(match.exceptions, rest.exceptions)
print(eg.subgroup(lambda e: "4" in str(e)))
try:
    raise ExceptionGroup("x", [KeyError(1)])
except ExceptionGroup as g:
    print(type(g).__name__, g.message, g.exceptions)
try:
    ExceptionGroup("x", [])
except ValueError as e:
    print(e)
e = ValueError("with note"); e.add_note("note 1"); e.add_note("note 2")
print(e.__notes__)
try:
    raise e
except ValueError as ex:
    print(str(ex), ex.__notes__)
class Retry(Exception): pass
def attempt():
    for n in range(3):
        try:
            if n < 2: raise Retry(f"attempt {n}")
            return "success"
        except Retry as r:
            print("retrying after", r)
        else:
            print("no error")
        finally:
            print("finally", n)
print(attempt())
try:
    raise BaseExceptionGroup("base", [KeyboardInterrupt()])
except BaseExceptionGroup as b:
    print(type(b).__name__, repr(b.exceptions[0]))
print(issubclass(ExceptionGroup, Exception), isinstance(BaseExceptionGroup("m", [ValueError()]), ExceptionGroup))
def nested():
    try:
        try:
            raise ValueError("inner")
        finally:
            print("inner finally")
    except ValueError as e:
        return f"caught {e}"
    finally:
        print("outer finally")
print(nested())
for exc in [StopIteration(3), KeyboardInterrupt(), SystemExit(2), GeneratorExit(), ArithmeticError("a"), LookupError()]:
    print(type(exc).__name__, type(exc).__mro__[1].__name__, exc.args, isinstance(exc, Exception))
try:
    raise SystemExit("bye")
except SystemExit as s:
    print("exit code", s.code)
print(repr(OSError(2, "No such file")), OSError(2, "nf").errno, str(FileNotFoundError(2, "nf", "x.txt")))
try:
    open("/definitely/not/here.txt")
except FileNotFoundError as e:
    print(e.errno, e.strerror, e.filename, e)
try:
    import not_a_module
except ImportError as e:
    print(type(e).__name__, e)
