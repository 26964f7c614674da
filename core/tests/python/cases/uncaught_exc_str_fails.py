# An uncaught exception whose __str__ raises prints CPython's <exception str() failed>; caught ones are untouched.
class Bad(Exception):
    def __str__(self): raise RuntimeError("no")
class Empty(Exception):
    def __str__(self): return ""
class Ctx(Exception):
    def __str__(self): return "ctx!"
def g():
    try:
        raise Ctx()
    except Ctx:
        raise Empty()
try:
    g()
except Empty as e:
    print("caught", repr(str(e)))
raise Bad("x")
