class ListNode:
    __slots__ = ("val", "next")
    def __init__(self, val, nxt=None):
        self.val, self.next = val, nxt
class LinkedList:
    def __init__(self, items=()):
        self.head = None
        self.size = 0
        for x in reversed(list(items)):
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
        return " -> ".join(map(repr, self)) or "(empty)"
    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev
        return self
    def __getitem__(self, i):
        if i < 0:
            i += self.size
        for j, v in enumerate(self):
            if j == i:
                return v
        raise IndexError("linked list index out of range")
ll = LinkedList([1, 2, 3, 4])
print(ll, len(ll), ll[2], ll[-1], list(ll.reverse()), ll, LinkedList())
try:
    ll[10]
except IndexError as e:
    print("IndexError:", e)
class BST:
    class Node:
        def __init__(self, k):
            self.k, self.l, self.r = k, None, None
    def __init__(self):
        self.root = None
    def insert(self, k):
        def rec(n):
            if n is None:
                return BST.Node(k)
            if k < n.k:
                n.l = rec(n.l)
            elif k > n.k:
                n.r = rec(n.r)
            return n
        self.root = rec(self.root)
    def inorder(self):
        def rec(n):
            if n:
                yield from rec(n.l)
                yield n.k
                yield from rec(n.r)
        return list(rec(self.root))
    def height(self, n="root"):
        n = self.root if n == "root" else n
        return 0 if n is None else 1 + max(self.height(n.l), self.height(n.r))
    def levels(self):
        out, lvl = [], [self.root] if self.root else []
        while lvl:
            out.append([n.k for n in lvl])
            lvl = [c for n in lvl for c in (n.l, n.r) if c]
        return out
    def __contains__(self, k):
        n = self.root
        while n:
            if k == n.k:
                return True
            n = n.l if k < n.k else n.r
        return False
t = BST()
for k in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]:
    t.insert(k)
print(t.inorder(), t.height(), t.levels(), 45 in t, 99 in t)
def show(n, pre=""):
    if n is None:
        return
    show(n.r, pre + "    ")
    print(pre + str(n.k))
    show(n.l, pre + "    ")
show(t.root)
class Trie:
    def __init__(self):
        self.root = {}
    def add(self, w):
        n = self.root
        for ch in w:
            n = n.setdefault(ch, {})
        n["$"] = True
    def starts(self, p):
        n = self.root
        for ch in p:
            if ch not in n:
                return []
            n = n[ch]
        out = []
        def walk(n, acc):
            for ch in sorted(n):
                if ch == "$":
                    out.append(p + acc)
                else:
                    walk(n[ch], acc + ch)
        walk(n, "")
        return out
tr = Trie()
for w in ["car", "cart", "care", "cat", "dog", "do", "card"]:
    tr.add(w)
print(tr.starts("car"), tr.starts("d"), tr.starts("x"), tr.starts(""))
import sys
sys.setrecursionlimit(5000)
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(3000))
def runaway(n):
    return runaway(n + 1)
try:
    runaway(0)
except RecursionError as e:
    print("RecursionError:", e)
