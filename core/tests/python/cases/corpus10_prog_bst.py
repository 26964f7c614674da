class BST:
    class _Node:
        __slots__ = ("key", "val", "left", "right", "size")

        def __init__(self, key, val):
            self.key, self.val = key, val
            self.left = self.right = None
            self.size = 1

    def __init__(self, items=()):
        self.root = None
        for k, v in items:
            self[k] = v

    @staticmethod
    def _size(n):
        return n.size if n else 0

    def __len__(self):
        return self._size(self.root)

    def __setitem__(self, key, val):
        def insert(n):
            if n is None:
                return BST._Node(key, val)
            if key < n.key:
                n.left = insert(n.left)
            elif key > n.key:
                n.right = insert(n.right)
            else:
                n.val = val
            n.size = 1 + self._size(n.left) + self._size(n.right)
            return n
        self.root = insert(self.root)

    def __getitem__(self, key):
        n = self.root
        while n:
            if key == n.key:
                return n.val
            n = n.left if key < n.key else n.right
        raise KeyError(key)

    def __contains__(self, key):
        try:
            self[key]
            return True
        except KeyError:
            return False

    def __delitem__(self, key):
        def delete(n, key):
            if n is None:
                raise KeyError(key)
            if key < n.key:
                n.left = delete(n.left, key)
            elif key > n.key:
                n.right = delete(n.right, key)
            else:
                if n.left is None:
                    return n.right
                if n.right is None:
                    return n.left
                succ = n.right
                while succ.left:
                    succ = succ.left
                n.key, n.val = succ.key, succ.val
                n.right = delete(n.right, succ.key)
            n.size = 1 + self._size(n.left) + self._size(n.right)
            return n
        self.root = delete(self.root, key)

    def __iter__(self):
        stack, n = [], self.root
        while stack or n:
            while n:
                stack.append(n)
                n = n.left
            n = stack.pop()
            yield n.key
            n = n.right

    def __reversed__(self):
        def walk(n):
            if n:
                yield from walk(n.right)
                yield n.key
                yield from walk(n.left)
        return walk(self.root)

    def items(self):
        return ((k, self[k]) for k in self)

    def height(self, n=...):
        n = self.root if n is ... else n
        return 0 if n is None else 1 + max(self.height(n.left), self.height(n.right))

    def rank(self, key):
        r, n = 0, self.root
        while n:
            if key < n.key:
                n = n.left
            elif key > n.key:
                r += 1 + self._size(n.left)
                n = n.right
            else:
                return r + self._size(n.left)
        return r

    def select(self, i):
        if not 0 <= i < len(self):
            raise IndexError("select index out of range")
        n = self.root
        while True:
            ls = self._size(n.left)
            if i < ls:
                n = n.left
            elif i > ls:
                i -= ls + 1
                n = n.right
            else:
                return n.key

    def range(self, lo, hi):
        def walk(n):
            if n is None:
                return
            if lo < n.key:
                yield from walk(n.left)
            if lo <= n.key <= hi:
                yield n.key
            if n.key < hi:
                yield from walk(n.right)
        return list(walk(self.root))

    def __repr__(self):
        def fmt(n):
            if n is None:
                return "."
            if not n.left and not n.right:
                return repr(n.key)
            return f"({fmt(n.left)} {n.key!r} {fmt(n.right)})"
        return f"BST{fmt(self.root)}"


t = BST((k, k * k) for k in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65])
print(t, len(t), t.height())
print(list(t), list(reversed(t)), t[35], 45 in t, 99 in t)
print([t.rank(k) for k in (20, 36, 50, 100)], [t.select(i) for i in range(0, 10, 3)], t.range(33, 66))
del t[30]
print(t, len(t))
del t[50]
print(t, len(t), t.height())
for bad in (999,):
    try:
        del t[bad]
    except KeyError as e:
        print("KeyError", e)
try:
    t.select(20)
except IndexError as e:
    print(e)
t[45] = "updated"
print(dict(t.items()))
words = BST((w, i) for i, w in enumerate("the quick brown fox jumps over the lazy dog".split()))
print(list(words), words["the"], len(words), words.select(len(words) // 2))
import random
rng = random.Random(11)
keys = rng.sample(range(1000), 200)
big = BST((k, None) for k in keys)
print(len(big), big.height(), list(big) == sorted(keys), big.select(0), big.select(199), big.rank(500))
for k in keys[:150]:
    del big[k]
print(len(big), list(big) == sorted(keys[150:]), big.height())
