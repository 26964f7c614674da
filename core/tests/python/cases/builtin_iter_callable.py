# iter(callable, sentinel): CPython's callable_iterator.
import functools
import io

count = [0]


def tick():
    count[0] += 1
    return count[0]


it = iter(tick, 4)
print(type(it).__name__, type(it).__module__, iter(it) is it)
print(list(it), count[0])
print(list(it), next(it, "done"), count[0])

# The sentinel is compared by ==, and identity first.
vals = iter([1, 2.0, 3, 4])
print(list(iter(lambda: next(vals), 2)))
class Never:
    def __eq__(self, other):
        return False


stop = Never()
src = iter([1, Never(), stop, 2])
print(len(list(iter(lambda: next(src), stop))))

# Reading fixed-size blocks until b"".
f = io.BytesIO(b"abcdefghij")
print(list(iter(functools.partial(f.read, 4), b"")))
g = io.StringIO("l1\nl2\n\nl3\n")
print(list(iter(g.readline, "\n")))

# StopIteration from the callable ends it.
src = iter([1, 2])
it = iter(lambda: next(src), None)
print(list(it), next(it, "end"))

# Other errors go through.
def boom():
    raise ValueError("boom")

try:
    next(iter(boom, 0))
except ValueError as e:
    print(type(e).__name__, e)


class Counter:
    def __init__(self):
        self.n = 0

    def __call__(self):
        self.n += 1
        return self.n


for x in iter(Counter(), 3):
    print("got", x)

for args in [(), (5, 0), (None, 0), ([1], 0, 1)]:
    try:
        iter(*args)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    iter([1], sentinel=2)
except TypeError as e:
    print(type(e).__name__, e)
