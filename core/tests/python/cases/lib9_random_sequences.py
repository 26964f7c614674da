import random
from collections import deque
from collections.abc import Sequence
class Seq:
    def __len__(self): return 3
    def __getitem__(self, i): print('get', i); return i * 10
class S2(Sequence):
    def __len__(self): return 4
    def __getitem__(self, i):
        if i >= 4: raise IndexError(i)
        return 'abcd'[i]
random.seed(1)
for f in [lambda: random.choice(5), lambda: random.choice({}), lambda: random.choice(iter([1])), lambda: random.choice({1:2}), lambda: random.choice({0:2}), lambda: random.choice(''), lambda: random.choice(Seq()), lambda: random.choice(range(5)), lambda: random.choice((1,2)), lambda: random.choice(b'ab'), lambda: random.choice(deque(range(100))), lambda: random.choice(list(range(100))), lambda: random.choice(bytearray(b'xyz')),
   lambda: random.sample(iter([1,2]), 1), lambda: random.sample({1:2}, 1), lambda: random.sample(Seq(), 1), lambda: random.sample(S2(), 2), lambda: random.sample(deque('abcdef'), 3), lambda: random.sample(b'abcdef', 3), lambda: random.sample(S2(), 2, counts=[1,1,1,1]),
   lambda: random.Random(5).choice(deque('abcdefghijk')), lambda: random.Random(5).choice('abcdefghijk'), lambda: random.Random(5).sample(deque('abcdefghijk'), 3), lambda: random.Random(5).sample('abcdefghijk', 3)]:
  try: print(f())
  except Exception as e: print(type(e).__name__, e)
d = deque(range(10)); random.shuffle(d); print(d)
print([random.choice(deque('ab' * 50)) for _ in range(20)])
