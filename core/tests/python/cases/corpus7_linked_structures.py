class Node:
    __slots__ = ("val", "next")
    def __init__(self, val, next=None):
        self.val, self.next = val, next

class LinkedList:
    def __init__(self, iterable=()):
        self.head = None
        self._len = 0
        for v in reversed(list(iterable)):
            self.push(v)
    def push(self, v):
        self.head = Node(v, self.head)
        self._len += 1
    def __len__(self):
        return self._len
    def __iter__(self):
        n = self.head
        while n:
            yield n.val
            n = n.next
    def __repr__(self):
        return "LinkedList([" + ", ".join(map(repr, self)) + "])"
    def __getitem__(self, i):
        if isinstance(i, slice):
            return LinkedList(list(self)[i])
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("LinkedList index out of range")
        for k, v in enumerate(self):
            if k == i:
                return v
    def __contains__(self, v):
        print(f"  (searching {v!r})")
        return any(x == v for x in self)
    def __eq__(self, other):
        return isinstance(other, LinkedList) and list(self) == list(other)
    def __add__(self, other):
        return LinkedList([*self, *other])
    def __reversed__(self):
        return iter(list(self)[::-1])
    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev
        return self
    def remove(self, v):
        prev, cur = None, self.head
        while cur:
            if cur.val == v:
                if prev:
                    prev.next = cur.next
                else:
                    self.head = cur.next
                self._len -= 1
                return
            prev, cur = cur, cur.next
        raise ValueError(f"{v!r} not in list")

ll = LinkedList("abcde")
print(ll, len(ll), ll[0], ll[-1], ll[1:4], ll[::2], ll[::-1])
print("c" in ll, "z" in ll, list(reversed(ll)), ll == LinkedList("abcde"), ll + LinkedList([1, 2]))
ll.reverse()
print(ll)
ll.remove("c"); ll.remove("e")
print(ll, len(ll))
try:
    ll.remove("q")
except ValueError as e:
    print("ValueError:", e)
try:
    ll[10]
except IndexError as e:
    print("IndexError:", e)
print(sorted(ll), max(ll), "".join(ll), dict(enumerate(ll)), bool(LinkedList()), bool(ll))

class BST:
    class _N:
        def __init__(self, k, v):
            self.k, self.v, self.l, self.r = k, v, None, None
    def __init__(self):
        self.root = None
        self.size = 0
    def __setitem__(self, k, v):
        def ins(n):
            if n is None:
                self.size += 1
                return BST._N(k, v)
            if k < n.k:
                n.l = ins(n.l)
            elif k > n.k:
                n.r = ins(n.r)
            else:
                n.v = v
            return n
        self.root = ins(self.root)
    def __getitem__(self, k):
        n = self.root
        while n:
            if k == n.k:
                return n.v
            n = n.l if k < n.k else n.r
        raise KeyError(k)
    def __iter__(self):
        def walk(n):
            if n:
                yield from walk(n.l)
                yield n.k
                yield from walk(n.r)
        return walk(self.root)
    def height(self, n=...):
        if n is ...:
            n = self.root
        return 0 if n is None else 1 + max(self.height(n.l), self.height(n.r))
    def items(self):
        return [(k, self[k]) for k in self]
    def floor(self, k):
        n, best = self.root, None
        while n:
            if n.k == k:
                return k
            if n.k < k:
                best, n = n.k, n.r
            else:
                n = n.l
        return best

t = BST()
for i, w in enumerate("the quick brown fox jumps over the lazy dog".split()):
    t[w] = i
print(list(t), t.size, t.height(), t["the"], t.items()[:3])
print(t.floor("m"), t.floor("a"), t.floor("zzz"))
try:
    t["cat"]
except KeyError as e:
    print("KeyError:", e)
nums = BST()
for x in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]:
    nums[x] = x * x
print(list(nums), nums.height(), nums.floor(64), nums[45])
