import heapq
class K:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        print("lt", self.v, o.v)
        return self.v < o.v
    def __repr__(self): return f"K{self.v}"
print(list(heapq.merge([K(1), K(4)], [K(2), K(3)], [K(0), K(5)])))
print(list(heapq.merge([5, 3, 1], [4, 2], reverse=True)))
print(list(heapq.merge(["bb", "a"], ["ccc"], key=len, reverse=True)))
print(list(heapq.merge([1, 3], [2], key=lambda x: -x if False else x)))
print(list(heapq.merge([], [1], [])), list(heapq.merge()))
for args in [([1], ["a"]), (["a", 1], [0]), ([1, 2], [1.5, "x"])]:
    try:
        print(list(heapq.merge(*args)))
    except TypeError as e:
        print(e)
g = heapq.merge(iter([1, 2]), iter([3]))
print(next(g), next(g), next(g), list(g))
def merged_scores(*rounds):
    return list(heapq.merge(*rounds, key=lambda s: s["score"]))
print(merged_scores([{"score": 1}], [{"score": 2}]))
try:
    merged_scores([{"score": 1}], [{"points": 2}])
except KeyError as e:
    print("missing", e)
queue = []
for item in [(2, "b"), (1, "a"), (2, {"c": 3}), (2, {"d": 4})]:
    heapq.heappush(queue, item)
print(heapq.heappop(queue))
