# timedelta's overflow messages (a C int first, then the day range), and bisect.insort finding the
# position before it looks up insert.
import bisect
from datetime import timedelta

for make in [lambda: timedelta(days=1e10), lambda: timedelta(days=10**10), lambda: timedelta(days=1e9),
             lambda: timedelta(hours=1e12), lambda: timedelta(days=999999999.5), lambda: timedelta(days=-2**31),
             lambda: timedelta(days=-2**31 - 1), lambda: timedelta(days=2**31 - 1), lambda: timedelta.max * 3,
             lambda: timedelta.max + timedelta(1), lambda: timedelta.min - timedelta(1)]:
    try:
        print(make())
    except OverflowError as e:
        print("OverflowError", e)
for bad in [lambda: bisect.insort(None, 1), lambda: bisect.insort_left(None, 1), lambda: bisect.insort((1, 2), 1),
            lambda: bisect.bisect_left(3, 1), lambda: bisect.insort([1, "a"], 0.5, lo=1)]:
    try:
        bad()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)


class Log:
    def __init__(self):
        self.items = [1, 3]

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]

    def insert(self, i, x):
        print("insert at", i)
        self.items.insert(i, x)


lg = Log()
bisect.insort(lg, 2)
bisect.insort_left(lg, 3)
print(lg.items)
