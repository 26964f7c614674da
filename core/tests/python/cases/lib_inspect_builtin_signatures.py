# inspect.signature of builtins: CPython's text signatures where its C functions carry one,
# ValueError where they do not (getattr, iter, min, max, next, and most builtin types).
import inspect

for name in ["abs", "all", "any", "ascii", "bin", "callable", "chr", "compile", "complex", "delattr", "divmod",
             "enumerate", "eval", "exec", "float", "format", "hasattr", "hash", "hex", "id", "input", "isinstance",
             "issubclass", "len", "list", "memoryview", "object", "oct", "ord", "pow", "print", "property", "repr",
             "reversed", "round", "setattr", "sorted", "sum", "tuple", "getattr", "iter", "min", "max", "next",
             "dict", "int", "str", "set", "range", "zip", "map", "filter", "vars", "dir", "slice", "bool"]:
    obj = getattr(__builtins__, name) if not isinstance(__builtins__, dict) else __builtins__[name]
    try:
        print(name, inspect.signature(obj))
    except ValueError as e:
        print(name, "ValueError")
sig = inspect.signature(divmod)
print(sig.parameters["x"].kind, inspect.signature(print).parameters["end"].default == "\n")
print(sig.bind(7, 2).arguments, inspect.signature(sorted).parameters["key"].kind)
try:
    sig.bind(x=1, y=2)
except TypeError as e:
    print("TypeError", e)


def f():
    pass


f.__name__ = "len"
print(inspect.signature(f))
