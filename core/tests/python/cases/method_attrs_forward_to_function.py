import functools
def tag(f):
    f.tagged = True
    return f
class A:
    @tag
    def m(self):
        "the doc"
    @functools.lru_cache
    def c(self):
        return 1
    def plain(self, x=3):
        pass
a = A()
print(a.m.tagged, a.m.__doc__, a.plain.__doc__, a.m.__name__, a.m.__qualname__, a.m.__module__)
print(a.plain.__defaults__, a.plain.__code__.co_name if hasattr(a.plain.__code__, "co_name") else "?")
print(a.m.__dict__, hasattr(a.m, "nope"), a.m.__func__ is A.m)
try:
    a.m.nope
except AttributeError as e:
    print("AttributeError", e)
try:
    a.m.x = 1
except AttributeError as e:
    print("AttributeError", e)
