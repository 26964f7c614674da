# Unbound built-in methods' reprs and types, built-in methods' names, a bound method's
# __doc__, object.__doc__, and input/help as builtins.
print(str.upper, int.__add__, list.append, dict.get)
print(type(str.upper).__name__, type(int.__add__).__name__, type(list.append).__name__)
print(list.__getitem__, str.__contains__)
print((1).__add__.__name__, [].append.__name__, "a".upper.__name__, str.upper.__name__)
print(str.upper.__qualname__, int.__add__.__qualname__, list.append.__qualname__)
print(len.__name__, len)
print(str.upper("abc"), int.__add__(2, 3), str.upper is str.upper)


class A:
    def m(self):
        "the doc"

    def n(self):
        pass


print(A().m.__doc__, A().n.__doc__, A().m.__name__)
print(object.__doc__)
print(callable(input), callable(help), input.__name__)
