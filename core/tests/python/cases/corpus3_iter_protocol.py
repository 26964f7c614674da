class Countdown:
    def __init__(self, start):
        self.start = start
    def __iter__(self):
        return CountdownIter(self.start)
    def __len__(self):
        return self.start
    def __reversed__(self):
        return iter(range(1, self.start + 1))
    def __contains__(self, x):
        return 0 < x <= self.start

class CountdownIter:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1

class Squares:
    def __getitem__(self, i):
        if i >= 5:
            raise IndexError(i)
        return i * i

c = Countdown(4)
print(list(c), list(c), len(c), list(reversed(c)), 3 in c, 9 in c)
it = iter(c)
print(next(it), next(it), list(it), next(it, "done"))
print(list(Squares()), 9 in Squares(), list(enumerate(Squares(), 1)))
a, *b, d = Countdown(5)
print(a, b, d)
print(sum(Countdown(10)), max(Countdown(3)), sorted(Countdown(4)), dict.fromkeys(Countdown(2)))
print(list(zip(Countdown(3), "abc")), list(map(str, Countdown(3))))

class Fib:
    def __init__(self, limit):
        self.limit = limit
    def __iter__(self):
        a, b = 0, 1
        while a < self.limit:
            yield a
            a, b = b, a + b

print(list(Fib(100)), [x for x in Fib(50) if x % 2 == 0])
r = iter([1, 2, 3])
print(list(zip(r, r)), list(r))
calls = iter(lambda: len(calls_list) if calls_list.append(1) is None and len(calls_list) < 4 else 0, 0) if (calls_list := []) is not None else None
print(list(calls))
try:
    next(iter([]))
except StopIteration as e:
    print("StopIteration", e.args)
try:
    iter(5)
except TypeError as e:
    print("TypeError:", e)
