from collections import deque, OrderedDict, defaultdict, ChainMap, Counter, UserDict, UserList
dq = deque([1, 2, 3, 4, 5])
dq.rotate(2); print(dq)
dq.rotate(-3); print(dq)
dq.appendleft(0); dq.extendleft([-1, -2]); print(dq, dq[0], dq[-1], len(dq))
print(dq.pop(), dq.popleft(), dq.index(3), dq.count(1), list(reversed(dq)))
last3 = deque(maxlen=3)
for i in range(6):
    last3.append(i)
print(last3, last3.maxlen, list(last3))
last3.appendleft(99); print(last3)
def moving_avg(xs, n):
    win, s = deque(), 0
    for x in xs:
        win.append(x); s += x
        if len(win) > n:
            s -= win.popleft()
        yield round(s / len(win), 2)
print(list(moving_avg([10, 20, 30, 40, 50], 3)))
od = OrderedDict.fromkeys("abcde")
od.move_to_end("b"); od.move_to_end("e", last=False)
print(list(od), od.popitem(), od.popitem(last=False), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == {"b": 2, "a": 1})
class LRU(OrderedDict):
    def __init__(self, cap):
        super().__init__()
        self.cap = cap
    def get(self, k):
        if k not in self:
            return -1
        self.move_to_end(k)
        return self[k]
    def put(self, k, v):
        self[k] = v
        self.move_to_end(k)
        if len(self) > self.cap:
            self.popitem(last=False)
c = LRU(2)
c.put(1, 1); c.put(2, 2); print(c.get(1)); c.put(3, 3); print(c.get(2), c.get(3), list(c.items()))
graph = defaultdict(list)
for a, b in [("x", "y"), ("x", "z"), ("y", "z")]:
    graph[a].append(b)
print(dict(graph), graph["missing"], "missing" in graph, defaultdict(int, {"a": 1})["b"])
tree = lambda: defaultdict(tree)
t = tree(); t["a"]["b"]["c"] = 1
print(t["a"]["b"]["c"], list(t["a"]), repr(defaultdict(list)), defaultdict(set).default_factory)
defaults = {"color": "red", "size": "M"}
env = {"size": "L"}
cli = {}
cm = ChainMap(cli, env, defaults)
print(cm["color"], cm["size"], len(cm), sorted(cm), cm.get("x", 0))
cm["color"] = "blue"
print(cli, defaults["color"], cm.maps[0] is cli)
child = cm.new_child({"size": "S"})
print(child["size"], child.parents["size"], dict(child) == {"color": "blue", "size": "S"})
try:
    del cm["size"]
except KeyError as e:
    print("KeyError", e)
class Reg(UserDict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
r = Reg({"A": 1}); r["B"] = 2
print(r, r.data, "a" in r, dict(r))
class Stack(UserList):
    def push(self, x):
        self.append(x)
s = Stack([1]); s.push(2)
print(s, s.pop(), type(s + [3]).__name__, s * 2)
