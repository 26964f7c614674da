from functools import singledispatch

@singledispatch
def describe(obj):
    return "object: " + repr(obj)

@describe.register(int)
def _(obj):
    return "int: %d" % obj

@describe.register(list)
def _(obj):
    return "list of %d" % len(obj)

def describe_str(obj, suffix="!"):
    return "str: " + obj + suffix
describe.register(str, describe_str)

print(describe(5))
print(describe(True))
print(describe([1, 2]))
print(describe("hi"), describe("hi", suffix="?"))
print(describe(2.5))
print(describe(None))

class Animal:
    pass
class Dog(Animal):
    pass
class Puppy(Dog):
    pass

@describe.register(Animal)
def _(obj):
    return "animal " + type(obj).__name__

@describe.register(Dog)
def _(obj):
    return "dog " + type(obj).__name__

print(describe(Animal()), describe(Dog()), describe(Puppy()))
print(describe.dispatch(int) is describe.registry[int], describe.dispatch(bool) is describe.registry[int])
print(describe.dispatch(Puppy) is describe.registry[Dog], describe.dispatch(float) is describe.registry[object])
print(len(describe.registry))

@describe.register(bool)
def _(obj):
    return "bool!"
print(describe(True), describe(0))

class Err(ValueError):
    pass
@describe.register(Exception)
def _(obj):
    return "error: " + str(obj)
print(describe(Err("bad")), describe(KeyError("k")))
describe()
