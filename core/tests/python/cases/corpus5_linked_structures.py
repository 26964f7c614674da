class ListNode:
    __slots__ = ("val", "next")
    def __init__(self, val, next=None):
        self.val, self.next = val, next
class LinkedList:
    def __init__(self, iterable=()):
        self.head = None
        self.size = 0
        for x in reversed(list(iterable)):
            self.push(x)
    def push(self, v):
        self.head = ListNode(v, self.head)
        self.size += 1
    def __iter__(self):
        n = self.head
        while n:
            yield n.val
            n = n.next
    def __len__(self):
        return self.size
    def __repr__(self):
        return "LinkedList([" + ", ".join(map(repr, self)) + "])"
    def __getitem__(self, i):
        if i < 0:
            i += self.size
        for k, v in enumerate(self):
            if k == i:
                return v
        raise IndexError("LinkedList index out of range")
    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev
        return self
ll = LinkedList([1, 2, 3, "four"])
print(ll, len(ll), ll[0], ll[-1], 3 in ll, list(ll.reverse()), ll)
try:
    ll[10]
except IndexError as e:
    print(e)
class BST:
    def __init__(self):
        self.root = None
    def insert(self, k):
        def ins(n):
            if n is None:
                return [k, None, None]
            if k < n[0]:
                n[1] = ins(n[1])
            elif k > n[0]:
                n[2] = ins(n[2])
            return n
        self.root = ins(self.root)
    def inorder(self):
        def go(n):
            if n:
                yield from go(n[1])
                yield n[0]
                yield from go(n[2])
        return list(go(self.root))
    def height(self, n="root"):
        n = self.root if n == "root" else n
        return 0 if n is None else 1 + max(self.height(n[1]), self.height(n[2]))
    def __contains__(self, k):
        n = self.root
        while n:
            if k == n[0]:
                return True
            n = n[1] if k < n[0] else n[2]
        return False
t = BST()
for k in [50, 30, 70, 20, 40, 60, 80, 30, 65]:
    t.insert(k)
print(t.inorder(), t.height(), 65 in t, 66 in t, t.root[0], t.root[2][1])
class Trie:
    def __init__(self):
        self.root = {}
    def add(self, w):
        n = self.root
        for ch in w:
            n = n.setdefault(ch, {})
        n["$"] = n.get("$", 0) + 1
    def starts(self, p):
        n = self.root
        for ch in p:
            if ch not in n:
                return []
            n = n[ch]
        out = []
        def walk(n, acc):
            for k in sorted(n):
                if k == "$":
                    out.append(acc)
                else:
                    walk(n[k], acc + k)
        walk(n, p)
        return out
tr = Trie()
for w in "car cart care cat dog do door card".split():
    tr.add(w)
print(tr.starts("ca"), tr.starts("do"), tr.starts("x"), tr.starts("")[:3])
class UnionFind:
    def __init__(self, n):
        self.p = list(range(n)); self.r = [0] * n
    def find(self, x):
        while self.p[x] != x:
            self.p[x] = self.p[self.p[x]]
            x = self.p[x]
        return x
    def union(self, a, b):
        a, b = self.find(a), self.find(b)
        if a == b:
            return False
        if self.r[a] < self.r[b]:
            a, b = b, a
        self.p[b] = a
        self.r[a] += self.r[a] == self.r[b]
        return True
uf = UnionFind(8)
print([uf.union(a, b) for a, b in [(0, 1), (2, 3), (1, 3), (0, 2), (5, 6)]])
groups = {}
for i in range(8):
    groups.setdefault(uf.find(i), []).append(i)
print(sorted(groups.values()))
edges = sorted([(4, "a", "b"), (8, "b", "c"), (2, "a", "c"), (6, "c", "d"), (3, "b", "d"), (9, "d", "e")])
idx = {n: i for i, n in enumerate("abcde")}
uf = UnionFind(5)
mst = [(a, b, w) for w, a, b in edges if uf.union(idx[a], idx[b])]
print(mst, sum(w for *_, w in mst))
