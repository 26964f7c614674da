from collections import Counter, deque, defaultdict, OrderedDict, ChainMap, namedtuple

words = "the cat and the hat and the bat sat on the mat".split()
c = Counter(words)
print(c.most_common(3), c["the"], c["dog"])
c2 = Counter("the the dog".split())
print(c + c2)
print(c - c2)
print(c & c2, c | c2)
c.update(["dog", "dog"])
c.subtract({"the": 2})
print(sorted(c.elements())[:6], c.total())
print(Counter(a=3, b=-1, c=0), +Counter(a=3, b=-1, c=0), -Counter(a=3, b=-1))
print(dict(Counter("mississippi")))

d = deque([1, 2, 3], maxlen=5)
d.appendleft(0)
d.extend([4, 5, 6])
print(d, d.maxlen)
d.rotate(2)
print(d)
d.rotate(-3)
print(d, d[0], d[-1], d.index(5), d.count(2))
d.popleft(); d.pop()
print(d, list(reversed(d)), len(d))
d.extendleft("ab")
print(d)
try:
    deque().pop()
except IndexError as e:
    print("IndexError:", e)

# sliding window max
def window_max(nums, k):
    q = deque()
    out = []
    for i, n in enumerate(nums):
        while q and nums[q[-1]] <= n:
            q.pop()
        q.append(i)
        if q[0] <= i - k:
            q.popleft()
        if i >= k - 1:
            out.append(nums[q[0]])
    return out

print(window_max([1, 3, -1, -3, 5, 3, 6, 7], 3))

graph = defaultdict(set)
for a, b in [("a", "b"), ("b", "c"), ("a", "c"), ("c", "d")]:
    graph[a].add(b)
    graph[b].add(a)
print({k: sorted(v) for k, v in sorted(graph.items())})
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 2
nested["x"]["z"] -= 1
print({k: dict(v) for k, v in nested.items()}, "q" in nested)
dd = defaultdict(list)
print(dd.default_factory, dd["k"], dict(dd))
try:
    defaultdict(None)["missing"]
except KeyError as e:
    print("KeyError:", e)

od = OrderedDict.fromkeys("abcde", 0)
od.move_to_end("b")
od.move_to_end("e", last=False)
print(list(od), od.popitem(), od.popitem(last=False))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(a=1, b=2) == OrderedDict(b=2, a=1))

defaults = {"color": "red", "size": "M"}
env = {"size": "L"}
cli = {"verbose": True}
cm = ChainMap(cli, env, defaults)
print(cm["size"], cm["color"], cm.get("nothing"), len(cm), sorted(cm))
child = cm.new_child({"color": "blue"})
print(child["color"], cm["color"], child.parents["color"])
child["size"] = "XL"
print(child.maps[0], env)

Point = namedtuple("Point", ["x", "y"], defaults=[0])
p = Point(3)
print(p, p.x + p.y, p._fields, p._field_defaults, Point._make([5, 6]))
x, y = Point(1, 2)
print(x, y, Point(1, 2) == (1, 2), Point(1, 2)._asdict())
Employee = namedtuple("Employee", "name dept salary")
staff = [Employee("ann", "eng", 120), Employee("bob", "ops", 90), Employee("cy", "eng", 100)]
by_dept = defaultdict(list)
for e in staff:
    by_dept[e.dept].append(e.name)
print(dict(by_dept), max(staff, key=lambda e: e.salary).name)
try:
    namedtuple("Bad", "a a")
except ValueError as e:
    print("ValueError:", e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
