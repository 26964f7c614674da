class ValidationError(Exception):
    def __init__(self, field, msg):
        super().__init__(f"{field}: {msg}")
        self.field = field

def validate(rec):
    errors = []
    if not rec.get("name"):
        errors.append(ValidationError("name", "required"))
    if not isinstance(rec.get("age"), int):
        errors.append(TypeError(f"age must be int, got {type(rec.get('age')).__name__}"))
    elif rec["age"] < 0:
        errors.append(ValidationError("age", "negative"))
    if errors:
        raise ExceptionGroup(f"invalid record {rec.get('id')}", errors)
    return True

for rec in [{"id": 1, "name": "a", "age": 3}, {"id": 2, "age": -1}, {"id": 3, "name": "", "age": "x"}]:
    try:
        print(rec["id"], validate(rec))
    except* ValidationError as eg:
        print(rec["id"], "validation:", [str(e) for e in eg.exceptions], eg.message)
    except* TypeError as eg:
        print(rec["id"], "types:", [str(e) for e in eg.exceptions])

eg = ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [KeyError("k"), ValueError(2)]), TypeError("t")])
print(repr(eg.split(ValueError)[0]))
match, rest = eg.split(lambda e: isinstance(e, (KeyError, TypeError)))
print(repr(match), repr(rest))
print(repr(eg.subgroup(KeyError)), eg.subgroup(OSError))
print(len(eg.exceptions), str(eg), isinstance(eg, Exception))
try:
    try:
        raise eg
    except* KeyError:
        print("handled KeyError")
except ExceptionGroup as remaining:
    print("left:", repr(remaining))
try:
    ExceptionGroup("x", [])
except ValueError as e:
    print("ValueError:", e)
try:
    ExceptionGroup("x", [KeyboardInterrupt()])
except TypeError as e:
    print("TypeError:", e)
beg = BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError()])
print(type(beg).__name__, type(BaseExceptionGroup("b", [ValueError()])).__name__)
try:
    raise ValueError("plain")
except* ValueError as g:
    print("wrapped:", repr(g), type(g).__name__)
class MyGroup(ExceptionGroup):
    def derive(self, excs):
        return MyGroup(self.message + "!", excs)
mg = MyGroup("mine", [ValueError("a"), TypeError("b")])
print(repr(mg.split(TypeError)[0]), type(mg.subgroup(ValueError)).__name__)
e = ValueError("with note")
e.add_note("first note")
e.add_note("second")
print(e.__notes__, str(e))
