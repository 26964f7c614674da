# An uncaught exception whose class defines __str__ ends with that text, as CPython's traceback prints str(e).
class E(ValueError):
    def __str__(self): return "custom"
try:
    raise E(1, 2)
except E as e:
    print(str(e), repr(e))
class F(Exception):
    def __init__(self, code):
        super().__init__()
        self.code = code
    def __str__(self): return f"code {self.code}"
import traceback
try:
    raise F(7)
except F as e:
    print("".join(traceback.format_exception_only(type(e), e)), end="")
raise E(1, 2)
