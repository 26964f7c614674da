import timeit

calls = []
t = timeit.Timer(lambda: calls.append(1))
print(type(t.timeit(number=5)).__name__, len(calls))
print(len(t.repeat(repeat=3, number=4)), len(calls))
print(type(timeit.timeit("x = 1 + 1", number=100)).__name__)
print(type(timeit.timeit("y = x * 2", setup="x = 21", number=10)).__name__)
g = {"counter": [0]}
timeit.timeit("counter[0] += 1", number=7, globals=g)
print(g["counter"])
res = timeit.repeat("for i in range(3): pass", repeat=2, number=3)
print(len(res), all(v >= 0 for v in res))
ticks = iter(range(0, 1000, 3))
fake = lambda: next(ticks)
print(timeit.Timer("pass", timer=fake).timeit(number=10), timeit.Timer("pass", timer=fake).repeat(3, 1))
steps = []
clock = [0.0]
def tick():
    clock[0] += 0.0078125
print(timeit.Timer(tick, timer=lambda: clock[0]).autorange(lambda n, t: steps.append((n, t))))
print(steps)
setups = []
timeit.timeit(lambda: None, setup=lambda: setups.append("s"), number=3)
print(setups, timeit.default_timer is not None, callable(timeit.default_timer))
for bad in [lambda: timeit.Timer(5), lambda: timeit.Timer("pass", setup=3)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)
