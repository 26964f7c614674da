import traceback, sys
class ValidationError(ValueError):
    def __init__(self, field, problem):
        super().__init__(f"{field}: {problem}")
        self.field = field
def check(rec):
    if "name" not in rec:
        raise ValidationError("name", "required")
    if not isinstance(rec.get("age"), int):
        raise ValidationError("age", f"expected int, got {type(rec.get('age')).__name__}")
    return True
results = []
for rec in [{"name": "a", "age": 3}, {"age": 3}, {"name": "b", "age": "3"}]:
    try:
        results.append(check(rec))
    except ValidationError as e:
        results.append("".join(traceback.format_exception_only(type(e), e)).strip())
print(results)
try:
    try:
        int("x")
    except ValueError as e:
        raise RuntimeError("wrapper") from e
except RuntimeError as e:
    lines = traceback.format_exception(type(e), e, None)
    print([l.strip() for l in lines])
    print(repr(e.__cause__), type(e.__cause__).__name__)
try:
    raise KeyError("a", "b")
except KeyError as e:
    print(traceback.format_exception_only(e), str(e), e.args)
e = SyntaxError("invalid syntax", ("f.py", 3, 5, "x = = 1\n"))
print(traceback.format_exception_only(type(e), e))
try:
    compile("def f(:\n  pass", "<src>", "exec")
except SyntaxError as se:
    print(se.msg, se.lineno, se.filename, type(se).__name__)
try:
    compile("if True:\nprint(1)", "<src>", "exec")
except IndentationError as se:
    print(type(se).__name__, se.msg, se.lineno)
try:
    raise ExceptionGroup("many", [ValueError(1), TypeError(2)])
except* ValueError as eg:
    print("VE group", eg.exceptions)
except* TypeError as eg:
    print("TE group", eg.exceptions, eg.message)
def risky():
    raise OSError(13, "Permission denied", "/etc/shadow")
try:
    risky()
except OSError as e:
    print(e, e.errno, e.strerror, e.filename, type(e).__name__, isinstance(e, PermissionError))
try:
    open("/definitely/not/here.txt")
except FileNotFoundError as e:
    print(e, e.errno)
err = ValueError("with note")
err.add_note("extra context")
print(traceback.format_exception_only(err))
tb = None
try:
    [][0]
except IndexError:
    et, ev, tb = sys.exc_info()
    print(et.__name__, ev, tb is not None, tb.tb_lineno > 0)
print(sys.exc_info())
summary = traceback.extract_tb(tb)
print(len(summary), summary[0].name, summary[0].line)
