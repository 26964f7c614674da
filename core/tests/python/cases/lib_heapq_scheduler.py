import heapq
import itertools

pq = []
entry_finder = {}
REMOVED = "<removed>"
counter = itertools.count()

def add_task(task, priority=0):
    if task in entry_finder:
        remove_task(task)
    entry = [priority, next(counter), task]
    entry_finder[task] = entry
    heapq.heappush(pq, entry)

def remove_task(task):
    entry = entry_finder.pop(task)
    entry[-1] = REMOVED

def pop_task():
    while pq:
        priority, count, task = heapq.heappop(pq)
        if task is not REMOVED:
            del entry_finder[task]
            return task
    raise KeyError("pop from an empty priority queue")

add_task("write code", 5)
add_task("release", 7)
add_task("write spec", 1)
add_task("create tests", 3)
add_task("release", 0)
remove_task("create tests")
add_task("party", 5)
order = []
while entry_finder:
    order.append(pop_task())
print(order)

# Dijkstra over a small graph
graph = {
    "A": [("B", 7), ("C", 9), ("F", 14)],
    "B": [("A", 7), ("C", 10), ("D", 15)],
    "C": [("A", 9), ("B", 10), ("D", 11), ("F", 2)],
    "D": [("B", 15), ("C", 11), ("E", 6)],
    "E": [("D", 6), ("F", 9)],
    "F": [("A", 14), ("C", 2), ("E", 9)],
}
def dijkstra(src):
    dist = {src: 0}
    heap = [(0, src)]
    done = set()
    while heap:
        d, node = heapq.heappop(heap)
        if node in done:
            continue
        done.add(node)
        for nxt, w in graph[node]:
            nd = d + w
            if nd < dist.get(nxt, 10 ** 9):
                dist[nxt] = nd
                heapq.heappush(heap, (nd, nxt))
    return dist
print(sorted(dijkstra("A").items()))

# running median with two heaps
lo, hi = [], []
medians = []
for x in [5, 15, 1, 3, 2, 8, 7, 9, 10, 6, 11, 4]:
    if not lo or x <= -lo[0]:
        heapq.heappush(lo, -x)
    else:
        heapq.heappush(hi, x)
    if len(lo) > len(hi) + 1:
        heapq.heappush(hi, -heapq.heappop(lo))
    elif len(hi) > len(lo):
        heapq.heappush(lo, -heapq.heappop(hi))
    medians.append(-lo[0] if len(lo) > len(hi) else (-lo[0] + hi[0]) / 2)
print(medians)
print(list(heapq.merge(*[range(i, 20, 5) for i in range(5)])))
print(heapq.nlargest(3, {"a": 5, "b": 9, "c": 1, "d": 7}.items(), key=lambda kv: kv[1]))
pop_task()
