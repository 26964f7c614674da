# exceptions: chaining, context, finally ordering, custom hierarchies, notes, groups
class AppError(Exception):
    code = 1
    def __init__(self, msg, *, detail=None):
        super().__init__(msg)
        self.detail = detail
    def __str__(self):
        base = super().__str__()
        return f"[{self.code}] {base}" + (f" ({self.detail})" if self.detail else "")
class ConfigError(AppError): code = 2
class NetError(AppError): code = 3

def load(cfg):
    try:
        return int(cfg["port"])
    except KeyError as e:
        raise ConfigError("missing key", detail=e.args[0]) from e
    except ValueError:
        raise ConfigError("bad port")

for cfg in ({"port": "80"}, {}, {"port": "eighty"}):
    try:
        print("port", load(cfg))
    except AppError as e:
        print(e, "| cause:", repr(e.__cause__), "| context:", type(e.__context__).__name__, e.__suppress_context__)

def order():
    log = []
    def f():
        try:
            log.append("try")
            return "from try"
        finally:
            log.append("finally")
    r = f()
    def g():
        for i in range(3):
            try:
                if i == 1:
                    continue
                log.append(f"body{i}")
            finally:
                log.append(f"fin{i}")
        return "g"
    g()
    def h():
        try:
            raise ValueError
        finally:
            return "swallowed"
    return r, log, h()
print(order())

try:
    try:
        1 / 0
    except ZeroDivisionError:
        {}["k"]
except KeyError as e:
    print(repr(e), repr(e.__context__), e.__cause__)

e = NetError("timeout")
e.add_note("host=example")
e.add_note("attempt=3")
print(e.__notes__, str(e), e.args)

try:
    raise ExceptionGroup("batch", [ValueError("v1"), TypeError("t1"), ValueError("v2"), NetError("n")])
except* ValueError as eg:
    print("values:", [str(x) for x in eg.exceptions])
except* AppError as eg:
    print("app:", [str(x) for x in eg.exceptions])
except* TypeError as eg:
    print("types:", eg.exceptions)

eg = ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [KeyError(2), ValueError(3)])])
match, rest = eg.split(ValueError)
print(match, "|", rest, "|", match.exceptions[1].exceptions)
print(eg.subgroup(lambda x: isinstance(x, KeyError)), repr(eg.derive([TypeError()])))
try:
    ExceptionGroup("x", [])
except ValueError as e:
    print("ValueError", e)
try:
    ExceptionGroup("x", [KeyboardInterrupt()])
except TypeError as e:
    print("TypeError", e)
print(type(BaseExceptionGroup("b", [ValueError()])).__name__, type(BaseExceptionGroup("b", [KeyboardInterrupt()])).__name__)
class Retry(Exception):
    def __init__(self, n): self.n = n
try:
    raise Retry(3)
except Retry as r:
    print(r.args, r.n, str(r), repr(r))
try:
    raise TypeError("a", 2)
except TypeError as t:
    print(str(t), t.args)
print(isinstance(FileNotFoundError(), OSError), FileNotFoundError(2, "nope", "f.txt"), OSError(13, "denied").errno)
