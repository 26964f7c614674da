# Cache simulators (LRU, LFU, FIFO) compared over an access trace; OrderedDict, heapq, deque.
from collections import OrderedDict, deque, Counter
from abc import ABC, abstractmethod
import heapq
import itertools

class Cache(ABC):
    name = "base"

    def __init__(self, capacity):
        self.capacity = capacity
        self.hits = self.misses = 0
        self.evicted = []

    def access(self, key):
        if self._lookup(key):
            self.hits += 1
            return True
        self.misses += 1
        if len(self) >= self.capacity:
            self.evicted.append(self._evict())
        self._insert(key)
        return False

    @abstractmethod
    def _lookup(self, key): ...
    @abstractmethod
    def _insert(self, key): ...
    @abstractmethod
    def _evict(self): ...
    @abstractmethod
    def __len__(self): ...

    @property
    def hit_rate(self):
        total = self.hits + self.misses
        return self.hits / total if total else 0.0

    def __repr__(self):
        return f"<{type(self).__name__} cap={self.capacity} hits={self.hits} misses={self.misses}>"

class LRU(Cache):
    name = "lru"
    def __init__(self, capacity):
        super().__init__(capacity)
        self.data = OrderedDict()
    def _lookup(self, key):
        if key in self.data:
            self.data.move_to_end(key)
            return True
        return False
    def _insert(self, key): self.data[key] = True
    def _evict(self): return self.data.popitem(last=False)[0]
    def __len__(self): return len(self.data)

class FIFO(Cache):
    name = "fifo"
    def __init__(self, capacity):
        super().__init__(capacity)
        self.q = deque()
        self.keys = set()
    def _lookup(self, key): return key in self.keys
    def _insert(self, key):
        self.q.append(key); self.keys.add(key)
    def _evict(self):
        k = self.q.popleft(); self.keys.discard(k); return k
    def __len__(self): return len(self.q)

class LFU(Cache):
    name = "lfu"
    def __init__(self, capacity):
        super().__init__(capacity)
        self.freq = Counter()
        self.tick = itertools.count()
        self.heap = []
        self.stamp = {}
    def _lookup(self, key):
        if key in self.stamp:
            self.freq[key] += 1
            self.stamp[key] = next(self.tick)
            heapq.heappush(self.heap, (self.freq[key], self.stamp[key], key))
            return True
        return False
    def _insert(self, key):
        self.freq[key] = 1
        self.stamp[key] = next(self.tick)
        heapq.heappush(self.heap, (1, self.stamp[key], key))
    def _evict(self):
        while True:
            f, s, k = heapq.heappop(self.heap)
            if self.stamp.get(k) == s and self.freq[k] == f:
                del self.stamp[k]; del self.freq[k]
                return k
    def __len__(self): return len(self.stamp)

trace = "A B C A D A B E A B C D E F A B A C".split()
caches = [cls(3) for cls in (LRU, FIFO, LFU)]
for key in trace:
    marks = "".join("H" if c.access(key) else "." for c in caches)
    print(key, marks)
for c in sorted(caches, key=lambda c: (-c.hit_rate, c.name)):
    print(f"{c.name:>5} {c!r:40} rate={c.hit_rate:6.1%} evicted={''.join(c.evicted)}")
try:
    Cache(1)
except TypeError as e:
    print(e)
print(LRU(2).hit_rate, len(LFU(4)), isinstance(LRU(1), Cache), LRU.__mro__[1].__name__)
