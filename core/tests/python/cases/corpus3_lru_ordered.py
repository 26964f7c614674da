from collections import OrderedDict, ChainMap, deque, defaultdict, Counter

class LRUCache:
    def __init__(self, capacity):
        self.cap = capacity
        self.data = OrderedDict()
        self.hits = self.misses = 0
    def get(self, k):
        if k in self.data:
            self.data.move_to_end(k)
            self.hits += 1
            return self.data[k]
        self.misses += 1
        return None
    def put(self, k, v):
        self.data[k] = v
        self.data.move_to_end(k)
        if len(self.data) > self.cap:
            old = self.data.popitem(last=False)
            print("  evict", old)

c = LRUCache(3)
for op in ["p a 1", "p b 2", "p c 3", "g a", "p d 4", "g b", "g c", "p e 5", "g a"]:
    parts = op.split()
    if parts[0] == "p":
        c.put(parts[1], int(parts[2]))
    else:
        print(parts[1], "->", c.get(parts[1]))
print(list(c.data.items()), c.hits, c.misses)

defaults = {"color": "red", "size": "M", "debug": False}
env = {"size": "L"}
cli = {"debug": True}
cfg = ChainMap(cli, env, defaults)
print(cfg["color"], cfg["size"], cfg["debug"], len(cfg), sorted(cfg))
child = cfg.new_child({"color": "blue"})
child["extra"] = 1
print(child["color"], cfg["color"], child.maps[0], list(child.parents.maps[0]))

window = deque(maxlen=3)
avgs = []
for x in [5, 10, 15, 20, 25, 30]:
    window.append(x)
    avgs.append(sum(window) / len(window))
print(avgs, window, window.maxlen)
d = deque("abcde")
d.rotate(2); print(d); d.rotate(-3); print(d, d.popleft(), d.pop(), d)
d.extendleft("xy"); print(d, d.index("x"), d.count("x"))

graph = defaultdict(list)
for a, b in [("a", "b"), ("a", "c"), ("b", "d"), ("c", "d"), ("d", "e")]:
    graph[a].append(b)
print(dict(graph), graph["zz"], "zz" in graph)
nested = defaultdict(lambda: defaultdict(int))
for w in "the cat the hat a cat".split():
    nested[w[0]][w] += 1
print({k: dict(v) for k, v in sorted(nested.items())})
c1, c2 = Counter("abracadabra"), Counter("alakazam")
print(c1 + c2, c1 - c2, c1 & c2, (c1 | c2).most_common(2), c1.total(), sorted(c1.elements())[:6])
od = OrderedDict.fromkeys("abc")
od.move_to_end("a")
print(od, od == OrderedDict.fromkeys("bca"), od == dict.fromkeys("abc"))
