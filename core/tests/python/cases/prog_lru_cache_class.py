from collections import OrderedDict
class LRU:
    def __init__(self, cap):
        self.cap, self.data, self.hits, self.misses = cap, OrderedDict(), 0, 0
    def get(self, k, compute):
        if k in self.data:
            self.hits += 1
            self.data.move_to_end(k)
            return self.data[k]
        self.misses += 1
        v = self.data[k] = compute(k)
        if len(self.data) > self.cap:
            old, _ = self.data.popitem(last=False)
            print("evict", old)
        return v
    def __len__(self): return len(self.data)
    def __contains__(self, k): return k in self.data
    def __iter__(self): return iter(self.data)
cache = LRU(3)
for k in [1, 2, 3, 1, 4, 2, 5, 1]:
    cache.get(k, lambda x: x * x)
print(list(cache), len(cache), 4 in cache, cache.hits, cache.misses, dict(cache.data))
