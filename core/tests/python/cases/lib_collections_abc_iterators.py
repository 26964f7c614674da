import collections.abc as cabc
from collections.abc import (Iterable, Iterator, Generator, Reversible, Sized, Container,
                             Collection, Callable, Hashable, Awaitable, Coroutine,
                             AsyncIterable, AsyncIterator)

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)

class Countdown(Iterator):
    def __init__(self, n):
        self.n = n
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1

c = Countdown(3)
print(iter(c) is c, list(c), list(c), list(Countdown(2)), sum(Countdown(4)))
print(isinstance(c, Iterator), isinstance(c, Iterable), isinstance(c, Generator))

class Echo(Generator):
    def __init__(self):
        self.last = None
    def send(self, value):
        if value == "stop":
            raise StopIteration
        self.last = value
        return "echo %r" % (value,)
    def throw(self, typ, val=None, tb=None):
        print("  throw", typ.__name__ if isinstance(typ, type) else typ)
        return super().throw(typ, val, tb)

e = Echo()
print(next(e), e.send(5), iter(e) is e)
t(lambda: e.send("stop"))
t(lambda: e.throw(ValueError))
t(lambda: e.throw(ValueError, ValueError("boom")))
t(lambda: e.throw(KeyError("k")))
t(lambda: e.close())

class Stubborn(Generator):
    def send(self, value):
        return 1
    def throw(self, typ, val=None, tb=None):
        return "ignored"

t(lambda: Stubborn().close())

class Limp(Generator):
    def send(self, value):
        return 1
    def throw(self, typ, val=None, tb=None):
        raise StopIteration

t(lambda: Limp().close())

# The abstract methods answer CPython's defaults when called through super().
class Base(Sized, Container, Callable, Hashable, Reversible):
    def __len__(self):
        return super().__len__()
    def __contains__(self, x):
        return super().__contains__(x)
    def __call__(self):
        return super().__call__()
    def __hash__(self):
        return super().__hash__()
    def __iter__(self):
        return super().__iter__()
    def __reversed__(self):
        return super().__reversed__()

b = Base()
print(len(b), 3 in b, list(b), b(), hash(b), list(reversed(b)))
t(lambda: next(Iterator.__next__(b)))
t(lambda: Generator.send(b, 1))
t(lambda: Generator.throw(b, TypeError, None, None))

class Both(Collection):
    def __init__(self, *xs):
        self.xs = xs
    def __len__(self):
        return len(self.xs)
    def __iter__(self):
        return iter(self.xs)
    def __contains__(self, x):
        return x in self.xs

w = Both(1, 2)
print(len(w), list(w), 2 in w, 5 in w, isinstance(w, Sized), isinstance(w, Container))

class Aw(Awaitable):
    def __await__(self):
        return super().__await__()

class Co(Coroutine):
    def __await__(self):
        return super().__await__()
    def send(self, value):
        return super().send(value)
    def throw(self, typ, val=None, tb=None):
        return super().throw(typ, val, tb)

print(list(Aw().__await__()), isinstance(Co(), Awaitable))
t(lambda: Co().send(None))
t(lambda: Co().close())

class AI(AsyncIterator):
    def __anext__(self):
        return super().__anext__()

ai = AI()
print(ai.__aiter__() is ai, isinstance(ai, AsyncIterable))

# The subclass hooks answer as CPython's for user classes.
class HasIter:
    def __iter__(self):
        return iter([])

class NoIter:
    __iter__ = None

print(Iterable.__subclasshook__(HasIter), Iterable.__subclasshook__(NoIter), Iterable.__subclasshook__(object))
print(Iterator.__subclasshook__(Countdown), Iterator.__subclasshook__(HasIter), Sized.__subclasshook__(Both))
print(Collection.__subclasshook__(Both), Collection.__subclasshook__(HasIter), Sized.__subclasshook__(HasIter))
print(Hashable.__subclasshook__(HasIter), Callable.__subclasshook__(Both), Generator.__subclasshook__(Echo))
print(Sequence_hook := cabc.Sequence.__subclasshook__(HasIter), Iterator.__subclasshook__(Countdown) is True)
print(cabc.Iterable.register(HasIter) is HasIter)
t(lambda: cabc.Sized.register(5))
print(sorted(n for n in cabc.__all__ if n != 'AsyncGenerator'))
print(cabc.ByteString.__mro__[1] is cabc.Sequence)
next(Countdown(0))
