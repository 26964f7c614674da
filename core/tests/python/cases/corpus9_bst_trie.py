class BST:
    class _Node:
        __slots__ = ("key", "val", "left", "right", "size")

        def __init__(self, key, val):
            self.key, self.val, self.left, self.right, self.size = key, val, None, None, 1

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
        def put(n):
            if n is None:
                return BST._Node(key, val)
            if key < n.key:
                n.left = put(n.left)
            elif key > n.key:
                n.right = put(n.right)
            else:
                n.val = val
            n.size = 1 + self._size(n.left) + self._size(n.right)
            return n
        self.root = put(self.root)

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
                m = n.right
                while m.left:
                    m = m.left
                n.key, n.val = m.key, m.val
                n.right = delete(n.right, m.key)
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
        def rev(n):
            if n:
                yield from rev(n.right)
                yield n.key
                yield from rev(n.left)
        return rev(self.root)

    def items(self):
        return ((k, self[k]) for k in self)

    def rank(self, key):
        r, n = 0, self.root
        while n:
            if key <= n.key:
                if key == n.key:
                    return r + self._size(n.left)
                n = n.left
            else:
                r += 1 + self._size(n.left)
                n = n.right
        return r

    def select(self, i):
        n = self.root
        while n:
            ls = self._size(n.left)
            if i < ls:
                n = n.left
            elif i > ls:
                i -= ls + 1
                n = n.right
            else:
                return n.key
        raise IndexError("select index out of range")

    def height(self):
        def h(n):
            return 0 if n is None else 1 + max(h(n.left), h(n.right))
        return h(self.root)

    def __repr__(self):
        return "BST({" + ", ".join(f"{k!r}: {v!r}" for k, v in self.items()) + "})"


words = "the quick brown fox jumps over the lazy dog then the fox sleeps".split()
t = BST()
for i, w in enumerate(words):
    t[w] = t[w] + [i] if w in t else [i]
print(len(t), t.height(), list(t))
print(list(reversed(t))[:4], t["the"], "cat" in t, t.rank("fox"), t.rank("m"), t.select(0), t.select(len(t) - 1))
del t["the"]
del t["brown"]
print(t, len(t))
try:
    del t["unicorn"]
except KeyError as e:
    print("KeyError", e)
try:
    t.select(99)
except IndexError as e:
    print("IndexError", e)
nums = BST((x * 37 % 101, x) for x in range(20))
print(list(nums)[:10], nums.height(), sum(1 for _ in nums), [nums.select(i) for i in (0, 5, 19)])


class Trie:
    def __init__(self):
        self.root = {}
        self.count = 0

    def insert(self, word, weight=1):
        node = self.root
        for ch in word:
            node = node.setdefault(ch, {})
        if "$" not in node:
            self.count += 1
        node["$"] = node.get("$", 0) + weight

    def _find(self, prefix):
        node = self.root
        for ch in prefix:
            if ch not in node:
                return None
            node = node[ch]
        return node

    def complete(self, prefix, k=3):
        node = self._find(prefix)
        if node is None:
            return []
        found = []
        stack = [(node, prefix)]
        while stack:
            n, p = stack.pop()
            for ch, child in n.items():
                if ch == "$":
                    found.append((child, p))
                else:
                    stack.append((child, p + ch))
        return [w for _, w in sorted(found, key=lambda x: (-x[0], x[1]))[:k]]

    def __contains__(self, word):
        node = self._find(word)
        return node is not None and "$" in node

    def __len__(self):
        return self.count


tr = Trie()
corpus = "car card care careful cart carbon cat catalog dog dot dote doting card care care car".split()
for w in corpus:
    tr.insert(w)
print(len(tr), "car" in tr, "ca" in tr, tr.complete("car"), tr.complete("ca", 5), tr.complete("do"), tr.complete("x"))
print(sorted(tr.root), sorted(tr.root["c"]["a"]))
