class TrieNode:
    __slots__ = ("children", "count", "end")
    def __init__(self):
        self.children = {}
        self.count = 0
        self.end = 0

class Trie:
    def __init__(self, words=()):
        self.root = TrieNode()
        self.size = 0
        for w in words:
            self.insert(w)
    def insert(self, word, weight=1):
        node = self.root
        for ch in word:
            node = node.children.setdefault(ch, TrieNode())
            node.count += weight
        if not node.end:
            self.size += 1
        node.end += weight
    def _find(self, prefix):
        node = self.root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return None
        return node
    def __contains__(self, word):
        n = self._find(word)
        return bool(n and n.end)
    def __len__(self):
        return self.size
    def __iter__(self):
        stack = [("", self.root)]
        while stack:
            prefix, node = stack.pop()
            if node.end:
                yield prefix
            for ch in sorted(node.children, reverse=True):
                stack.append((prefix + ch, node.children[ch]))
    def complete(self, prefix, k=3):
        node = self._find(prefix)
        if node is None:
            return []
        out = []
        def walk(n, acc):
            if n.end:
                out.append((acc, n.end))
            for ch, child in n.children.items():
                walk(child, acc + ch)
        walk(node, prefix)
        out.sort(key=lambda p: (-p[1], p[0]))
        return [w for w, _ in out[:k]]
    def remove(self, word):
        path = [self.root]
        for ch in word:
            nxt = path[-1].children.get(ch)
            if nxt is None:
                raise KeyError(word)
            path.append(nxt)
        if not path[-1].end:
            raise KeyError(word)
        w = path[-1].end
        path[-1].end = 0
        self.size -= 1
        for i in range(len(word), 0, -1):
            node = path[i]
            node.count -= w
            if node.count == 0:
                del path[i - 1].children[word[i - 1]]

corpus = "the then there these theme thermal that this those tree trie trial trip the there the".split()
t = Trie()
for w in corpus:
    t.insert(w)
print(len(t), list(t))
for p in ["th", "the", "tr", "x", "", "thermal"]:
    print(repr(p), t.complete(p), t.complete(p, k=1))
print("the" in t, "th" in t, "trips" in t)
t.remove("there")
print(t.complete("the", 5), len(t))
for w in ("there", "zzz", "th"):
    try:
        t.remove(w)
    except KeyError as e:
        print("KeyError", e)
t.insert("trie", weight=10)
print(t.complete("t", 4), sorted(t)[:5])
