from collections import OrderedDict
import functools


class Node:
    __slots__ = ("key", "value", "prev", "next")

    def __init__(self, key=None, value=None):
        self.key, self.value = key, value
        self.prev = self.next = None


class LRUCache:
    """Doubly linked list + dict LRU cache."""

    def __init__(self, capacity):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self.map = {}
        self.head, self.tail = Node(), Node()
        self.head.next, self.tail.prev = self.tail, self.head
        self.hits = self.misses = self.evictions = 0

    def _unlink(self, node):
        node.prev.next, node.next.prev = node.next, node.prev

    def _push_front(self, node):
        node.prev, node.next = self.head, self.head.next
        self.head.next.prev = node
        self.head.next = node

    def get(self, key, default=None):
        node = self.map.get(key)
        if node is None:
            self.misses += 1
            return default
        self.hits += 1
        self._unlink(node)
        self._push_front(node)
        return node.value

    def put(self, key, value):
        if key in self.map:
            node = self.map[key]
            node.value = value
            self._unlink(node)
            self._push_front(node)
            return None
        evicted = None
        if len(self.map) >= self.capacity:
            lru = self.tail.prev
            self._unlink(lru)
            del self.map[lru.key]
            self.evictions += 1
            evicted = (lru.key, lru.value)
        node = Node(key, value)
        self.map[key] = node
        self._push_front(node)
        return evicted

    def __len__(self):
        return len(self.map)

    def __contains__(self, key):
        return key in self.map

    def __iter__(self):
        node = self.head.next
        while node is not self.tail:
            yield node.key
            node = node.next

    def __repr__(self):
        body = ", ".join(f"{k!r}: {self.map[k].value!r}" for k in self)
        return f"LRUCache({self.capacity}, {{{body}}})"


class ODCache(OrderedDict):
    def __init__(self, capacity):
        super().__init__()
        self.capacity = capacity

    def __getitem__(self, key):
        value = super().__getitem__(key)
        self.move_to_end(key)
        return value

    def __setitem__(self, key, value):
        if key in self:
            self.move_to_end(key)
        super().__setitem__(key, value)
        if len(self) > self.capacity:
            oldest = next(iter(self))
            del self[oldest]


def lru_memo(maxsize):
    def deco(fn):
        cache = LRUCache(maxsize)

        @functools.wraps(fn)
        def wrapper(*args):
            sentinel = object()
            r = cache.get(args, sentinel)
            if r is sentinel:
                r = fn(*args)
                cache.put(args, r)
            return r
        wrapper.cache = cache
        return wrapper
    return deco


c = LRUCache(3)
ops = [("put", "a", 1), ("put", "b", 2), ("put", "c", 3), ("get", "a"), ("put", "d", 4),
       ("get", "b"), ("get", "c"), ("put", "a", 10), ("put", "e", 5), ("get", "d"), ("get", "e")]
for op, *args in ops:
    result = getattr(c, op)(*args)
    print(f"{op}{tuple(args)} -> {result!r:8} {c!r}")
print(len(c), "a" in c, "b" in c, list(c), c.hits, c.misses, c.evictions)

od = ODCache(2)
od["x"] = 1
od["y"] = 2
_ = od["x"]
od["z"] = 3
print(od, list(od.keys()))

@lru_memo(maxsize=50)
def edit_distance(a, b):
    if not a:
        return len(b)
    if not b:
        return len(a)
    if a[0] == b[0]:
        return edit_distance(a[1:], b[1:])
    return 1 + min(edit_distance(a[1:], b), edit_distance(a, b[1:]), edit_distance(a[1:], b[1:]))

for x, y in [("kitten", "sitting"), ("flaw", "lawn"), ("intention", "execution"), ("", "abc")]:
    print(x, y, edit_distance(x, y))
cache = edit_distance.cache
print(edit_distance.__name__, len(cache), cache.hits, cache.misses, cache.evictions)

@functools.lru_cache(maxsize=None)
def stairs(n):
    return 1 if n <= 1 else stairs(n - 1) + stairs(n - 2) + (stairs(n - 3) if n >= 3 else 0)
print([stairs(i) for i in range(12)], stairs.cache_info())
stairs.cache_clear()
print(stairs.cache_info())
try:
    LRUCache(0)
except ValueError as e:
    print(e)
