"""An autocomplete engine backed by a trie: insertion with weights, prefix search, deletion, fuzzy match."""
from collections import defaultdict
import heapq


class TrieNode:
    __slots__ = ("children", "weight", "terminal")

    def __init__(self):
        self.children = {}
        self.weight = 0
        self.terminal = False


class Trie:
    def __init__(self, words=()):
        self.root = TrieNode()
        self.size = 0
        for w in words:
            self.insert(w)

    def insert(self, word, weight=1):
        if not word or not word.isalpha():
            raise ValueError(f"invalid word {word!r}")
        node = self.root
        for ch in word.lower():
            node = node.children.setdefault(ch, TrieNode())
        if not node.terminal:
            self.size += 1
        node.terminal = True
        node.weight += weight

    def _find(self, prefix):
        node = self.root
        for ch in prefix.lower():
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def __contains__(self, word):
        node = self._find(word)
        return bool(node and node.terminal)

    def _walk(self, node, prefix):
        if node.terminal:
            yield prefix, node.weight
        for ch in sorted(node.children):
            yield from self._walk(node.children[ch], prefix + ch)

    def complete(self, prefix, k=3):
        node = self._find(prefix)
        if node is None:
            return []
        return [w for w, _ in heapq.nsmallest(k, self._walk(node, prefix.lower()), key=lambda p: (-p[1], p[0]))]

    def delete(self, word):
        path = [(None, self.root)]
        for ch in word.lower():
            nxt = path[-1][1].children.get(ch)
            if nxt is None:
                raise KeyError(word)
            path.append((ch, nxt))
        if not path[-1][1].terminal:
            raise KeyError(word)
        path[-1][1].terminal = False
        path[-1][1].weight = 0
        self.size -= 1
        for (ch, node), (_, parent) in zip(reversed(path[1:]), reversed(path[:-1])):
            if node.children or node.terminal:
                break
            del parent.children[ch]

    def fuzzy(self, word, max_edits=1):
        results = []
        def search(node, prefix, row):
            if node.terminal and row[-1] <= max_edits:
                results.append((row[-1], prefix))
            if min(row) > max_edits:
                return
            for ch, child in sorted(node.children.items()):
                new = [row[0] + 1]
                for i in range(1, len(word) + 1):
                    new.append(min(new[i - 1] + 1, row[i] + 1, row[i - 1] + (word[i - 1] != ch)))
                search(child, prefix + ch, new)
        search(self.root, "", list(range(len(word) + 1)))
        return [w for _, w in sorted(results)]

    def __len__(self):
        return self.size

    def __iter__(self):
        return (w for w, _ in self._walk(self.root, ""))


text = "the cat sat on the mat then the cattle ran to the car park and the cart was theirs there"
t = Trie()
freq = defaultdict(int)
for w in text.split():
    t.insert(w)
    freq[w] += 1
print(len(t), list(t)[:8])
for p in ["th", "ca", "car", "p", "x", "THE"]:
    print(f"{p!r:6} -> {t.complete(p)}")
print("cat" in t, "ca" in t, "Cattle" in t)
t.insert("cat", weight=10)
print(t.complete("ca", k=5))
t.delete("cattle")
print("cattle" in t, "cat" in t, len(t), t.complete("catt"))
for bad in [lambda: t.delete("cattle"), lambda: t.delete("zzz"), lambda: t.insert("two words"), lambda: t.insert("")]:
    try:
        bad()
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)
print(t.fuzzy("cst"), t.fuzzy("thw"), t.fuzzy("parkk"), t.fuzzy("zebra"))
