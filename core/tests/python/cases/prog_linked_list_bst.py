class Node:
    __slots__ = ("value", "next")

    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class LinkedList:
    def __init__(self, iterable=()):
        self.head = None
        self._len = 0
        for v in reversed(list(iterable)):
            self.push(v)

    def push(self, value):
        self.head = Node(value, self.head)
        self._len += 1

    def pop(self):
        if self.head is None:
            raise IndexError("pop from empty list")
        v = self.head.value
        self.head = self.head.next
        self._len -= 1
        return v

    def __iter__(self):
        node = self.head
        while node:
            yield node.value
            node = node.next

    def __len__(self):
        return self._len

    def __repr__(self):
        return "LinkedList([" + ", ".join(map(repr, self)) + "])"

    def __getitem__(self, i):
        if i < 0:
            i += len(self)
        for j, v in enumerate(self):
            if j == i:
                return v
        raise IndexError("index out of range")

    def reverse(self):
        prev, node = None, self.head
        while node:
            node.next, prev, node = prev, node, node.next
        self.head = prev
        return self

    def __eq__(self, other):
        return isinstance(other, LinkedList) and list(self) == list(other)


ll = LinkedList([1, 2, 3, 4])
print(ll, len(ll), ll[0], ll[-1], 3 in ll, list(ll.reverse()), ll.pop(), ll)
try:
    ll[10]
except IndexError as e:
    print("IndexError:", e)


class BST:
    class _Node:
        def __init__(self, key, val):
            self.key, self.val = key, val
            self.left = self.right = None

    def __init__(self):
        self.root = None
        self.size = 0

    def __setitem__(self, key, val):
        def insert(node):
            if node is None:
                self.size += 1
                return BST._Node(key, val)
            if key < node.key:
                node.left = insert(node.left)
            elif key > node.key:
                node.right = insert(node.right)
            else:
                node.val = val
            return node
        self.root = insert(self.root)

    def __getitem__(self, key):
        node = self.root
        while node:
            if key == node.key:
                return node.val
            node = node.left if key < node.key else node.right
        raise KeyError(key)

    def __contains__(self, key):
        try:
            self[key]
            return True
        except KeyError:
            return False

    def __iter__(self):
        stack, node = [], self.root
        while stack or node:
            while node:
                stack.append(node)
                node = node.left
            node = stack.pop()
            yield node.key
            node = node.right

    def __len__(self):
        return self.size

    def height(self, node="root"):
        node = self.root if node == "root" else node
        if node is None:
            return 0
        return 1 + max(self.height(node.left), self.height(node.right))

    def range(self, lo, hi):
        return [k for k in self if lo <= k <= hi]

    def levels(self):
        out, level = [], [self.root] if self.root else []
        while level:
            out.append([n.key for n in level])
            level = [c for n in level for c in (n.left, n.right) if c]
        return out


t = BST()
for k in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]:
    t[k] = str(k)
t[40] = "forty"
print(list(t), len(t), t[40], 65 in t, 99 in t, t.height(), t.range(33, 62))
print(t.levels())
try:
    t[99]
except KeyError as e:
    print("KeyError:", e)


class Stack(list):
    def push(self, x):
        self.append(x)

    def peek(self):
        return self[-1] if self else None


def balanced(s):
    pairs = {")": "(", "]": "[", "}": "{"}
    st = Stack()
    for ch in s:
        if ch in "([{":
            st.push(ch)
        elif ch in pairs:
            if st.peek() != pairs[ch]:
                return False
            st.pop()
    return not st


for s in ["()[]{}", "([{}])", "(]", "((", "", "{[()()]}", "}"]:
    print(repr(s), balanced(s))
