"""Designing a cheapest fibre network: Kruskal's MST with union-find, plus Prim's for cross-checking."""
import heapq
from collections import defaultdict


class DisjointSet:
    def __init__(self, items):
        self.parent = {x: x for x in items}
        self.rank = dict.fromkeys(items, 0)
        self.count = len(self.parent)

    def find(self, x):
        if x not in self.parent:
            raise KeyError(f"unknown node {x!r}")
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        self.count -= 1
        return True

    def groups(self):
        g = defaultdict(list)
        for x in self.parent:
            g[self.find(x)].append(x)
        return sorted(sorted(v) for v in g.values())


EDGES = [("Oslo", "Bergen", 463), ("Oslo", "Trondheim", 494), ("Bergen", "Stavanger", 209), ("Oslo", "Stavanger", 545),
         ("Trondheim", "Bodo", 726), ("Bergen", "Trondheim", 697), ("Stavanger", "Kristiansand", 234), ("Oslo", "Kristiansand", 320),
         ("Bodo", "Tromso", 562), ("Trondheim", "Tromso", 1150), ("Lillehammer", "Oslo", 180), ("Lillehammer", "Trondheim", 352)]
CITIES = sorted({c for e in EDGES for c in e[:2]})


def kruskal(nodes, edges):
    ds = DisjointSet(nodes)
    tree, skipped = [], []
    for a, b, w in sorted(edges, key=lambda e: (e[2], e[0], e[1])):
        (tree if ds.union(a, b) else skipped).append((a, b, w))
    if ds.count != 1:
        raise ValueError(f"graph is disconnected: {ds.groups()}")
    return tree, skipped


def prim(nodes, edges, start):
    adj = defaultdict(list)
    for a, b, w in edges:
        adj[a].append((w, b))
        adj[b].append((w, a))
    seen, total, heap = {start}, 0, list(adj[start])
    heapq.heapify(heap)
    while heap and len(seen) < len(nodes):
        w, v = heapq.heappop(heap)
        if v in seen:
            continue
        seen.add(v)
        total += w
        for e in adj[v]:
            if e[1] not in seen:
                heapq.heappush(heap, e)
    return total


tree, skipped = kruskal(CITIES, EDGES)
for a, b, w in tree:
    print(f"  lay {a:>12} - {b:<12} {w:5} km")
total = sum(w for *_, w in tree)
print("total", total, "edges", len(tree), "skipped", [f"{a}-{b}" for a, b, _ in skipped])
print("prim agrees:", prim(CITIES, EDGES, "Oslo") == total == prim(CITIES, EDGES, "Tromso"))
ds = DisjointSet("abcdef")
for a, b in ["ab", "cd", "ef", "ac"]:
    ds.union(a, b)
print(ds.groups(), ds.count, ds.find("d") == ds.find("b"), ds.union("a", "d"))
try:
    kruskal(CITIES + ["Svalbard"], EDGES)
except ValueError as e:
    print("ValueError", str(e)[:60])
try:
    ds.find("z")
except KeyError as e:
    print("KeyError", e)
