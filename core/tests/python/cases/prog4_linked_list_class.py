# a doubly linked list with full container protocol
from collections.abc import MutableSequence

class Node:
    __slots__ = ("val", "prev", "next")
    def __init__(self, val):
        self.val = val
        self.prev = self.next = None

class DList:
    def __init__(self, items=()):
        self.head = self.tail = None
        self._n = 0
        for x in items:
            self.append(x)
    def append(self, v):
        n = Node(v)
        if self.tail is None:
            self.head = self.tail = n
        else:
            n.prev, self.tail.next, self.tail = self.tail, n, n
        self._n += 1
    def appendleft(self, v):
        n = Node(v)
        if self.head is None:
            self.head = self.tail = n
        else:
            n.next, self.head.prev, self.head = self.head, n, n
        self._n += 1
    def _node(self, i):
        if i < 0:
            i += self._n
        if not 0 <= i < self._n:
            raise IndexError("DList index out of range")
        if i < self._n // 2:
            cur = self.head
            for _ in range(i): cur = cur.next
        else:
            cur = self.tail
            for _ in range(self._n - 1 - i): cur = cur.prev
        return cur
    def __getitem__(self, i):
        if isinstance(i, slice):
            return DList(self[j] for j in range(*i.indices(self._n)))
        return self._node(i).val
    def __setitem__(self, i, v): self._node(i).val = v
    def __delitem__(self, i):
        n = self._node(i)
        if n.prev: n.prev.next = n.next
        else: self.head = n.next
        if n.next: n.next.prev = n.prev
        else: self.tail = n.prev
        self._n -= 1
    def __len__(self): return self._n
    def __iter__(self):
        cur = self.head
        while cur:
            yield cur.val
            cur = cur.next
    def __reversed__(self):
        cur = self.tail
        while cur:
            yield cur.val
            cur = cur.prev
    def __repr__(self): return "DList([" + ", ".join(map(repr, self)) + "])"
    def __eq__(self, o): return isinstance(o, DList) and list(self) == list(o)
    def __add__(self, o): return DList([*self, *o])
    def __iadd__(self, o):
        for x in o: self.append(x)
        return self
    def __contains__(self, v): return any(x == v for x in self)
    __hash__ = None

MutableSequence.register(DList)
d = DList("abc")
d.appendleft("z"); d.append("d")
print(d, len(d), d[0], d[-1], d[1:4], d[::-2], list(reversed(d)))
d[2] = "B"; del d[0]; del d[-1]
print(d, "B" in d, "z" in d, d == DList(["a", "B", "c"]), d + ["x"], sorted(d, key=str.lower))
d += (1, 2)
print(d, isinstance(d, MutableSequence), list(enumerate(d))[-1], max(x for x in d if isinstance(x, int)))
try:
    d[10]
except IndexError as e:
    print("IndexError:", e)
try:
    hash(d)
except TypeError as e:
    print("TypeError:", e)
print(dict(zip(d, range(10))), [*d][::2], {*map(type, d)} == {str, int})
