# The builtins module: its attributes are the builtins themselves, `from builtins import`, getattr
# and hasattr, dir(builtins) holding the usual names; a name set on it is seen as a global's
# fallback, behind the module's own globals.
import builtins

print(builtins)
print(builtins.len is len, builtins.print is print, builtins.ValueError is ValueError)
print(getattr(builtins, "range"), hasattr(builtins, "zip"), hasattr(builtins, "nope"))
print(builtins.__name__, getattr(builtins, "True"), getattr(builtins, "None"), builtins.__debug__)
names = dir(builtins)
print(names == sorted(names))
print([n for n in ["abs", "len", "print", "range", "zip", "Exception", "KeyError", "object",
                   "isinstance", "sorted", "super", "type", "None", "True"] if n not in names])
from builtins import max as biggest, sum

print(biggest(1, 5, 3), sum([1, 2]))
try:
    builtins.nope
except AttributeError as e:
    print(e)
try:
    from builtins import nope
except ImportError as e:
    print(e)
builtins.answer = 42
print(builtins.answer, answer)


def read():
    return answer + 1


print(read())


class K:
    print(answer)


print(eval("answer"))
answer = 7
print(answer, builtins.answer)
del answer
print(answer)
del builtins.answer
try:
    answer
except NameError as e:
    print(e)
print(type(builtins).__name__)
