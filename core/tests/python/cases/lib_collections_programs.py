from collections import deque, defaultdict, Counter, OrderedDict, namedtuple, ChainMap

# A graph search, a word index and an inventory, as programs use the module together.
Edge = namedtuple("Edge", "src dst weight", defaults=[1])
edges = [Edge("a", "b"), Edge("a", "c", 4), Edge("b", "c", 2), Edge("c", "d"), Edge("b", "d", 5)]
graph = defaultdict(list)
for e in edges:
    graph[e.src].append((e.dst, e.weight))
print(graph)

def bfs(start):
    seen = {start: 0}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for nxt, _ in graph[node]:
            if nxt not in seen:
                seen[nxt] = seen[node] + 1
                queue.append(nxt)
    return seen

print(bfs("a"))
print(sorted(graph))

text = """it was the best of times it was the worst of times
it was the age of wisdom it was the age of foolishness"""
words = text.split()
freq = Counter(words)
print(freq.most_common(4))
index = defaultdict(set)
for lineno, line in enumerate(text.splitlines(), 1):
    for w in line.split():
        index[w].add(lineno)
print(sorted((w, sorted(lines)) for w, lines in index.items() if len(lines) > 1))
lengths = Counter(len(w) for w in words)
print(sorted(lengths.items()), lengths.total() == len(words))

Item = namedtuple("Item", "name qty price")
stock = OrderedDict()
for it in [Item("bolt", 10, 0.25), Item("nut", 25, 0.1), Item("gear", 2, 7.5)]:
    stock[it.name] = it
stock.move_to_end("bolt")
print(list(stock), [i.qty for i in stock.values()])
value = sum(i.qty * i.price for i in stock.values())
print(round(value, 2))
stock["nut"] = stock["nut"]._replace(qty=stock["nut"].qty - 5)
print(stock["nut"], stock.popitem(last=False))

history = deque(maxlen=3)
for cmd in ["ls", "cd", "pwd", "echo", "exit"]:
    history.append(cmd)
print(history, list(reversed(history)))

settings = ChainMap({"verbose": True}, {"verbose": False, "depth": 2})
print(settings["verbose"], settings["depth"], dict(sorted(settings.items())))

window = deque()
result = []
for i, v in enumerate([1, 3, -1, -3, 5, 3, 6, 7]):
    while window and window[0] <= i - 3:
        window.popleft()
    while window and [1, 3, -1, -3, 5, 3, 6, 7][window[-1]] < v:
        window.pop()
    window.append(i)
    if i >= 2:
        result.append([1, 3, -1, -3, 5, 3, 6, 7][window[0]])
print(result)
tally = Counter()
for team, pts in [("x", 3), ("y", 1), ("x", 1), ("z", 3), ("y", 3)]:
    tally[team] += pts
print(tally.most_common(), tally)
