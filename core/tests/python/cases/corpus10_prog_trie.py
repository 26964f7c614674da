from collections import Counter


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

    def insert(self, word):
        node = self.root
        for ch in word:
            node = node.children.setdefault(ch, TrieNode())
            node.count += 1
        if node.end == 0:
            self.size += 1
        node.end += 1

    def _find(self, prefix):
        node = self.root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def __contains__(self, word):
        node = self._find(word)
        return bool(node and node.end)

    def __len__(self):
        return self.size

    def count_prefix(self, prefix):
        node = self._find(prefix)
        return node.count if node else 0

    def _walk(self, node, prefix):
        if node.end:
            yield prefix, node.end
        for ch in sorted(node.children):
            yield from self._walk(node.children[ch], prefix + ch)

    def __iter__(self):
        return (w for w, _ in self._walk(self.root, ""))

    def complete(self, prefix, limit=None):
        node = self._find(prefix)
        if node is None:
            return []
        found = sorted(self._walk(node, prefix), key=lambda wc: (-wc[1], wc[0]))
        return [w for w, _ in found[:limit]]

    def remove(self, word):
        if word not in self:
            raise KeyError(word)
        node = self.root
        path = []
        for ch in word:
            path.append((node, ch))
            node = node.children[ch]
        node.end -= 1
        if node.end == 0:
            self.size -= 1
        for parent, ch in path:
            child = parent.children[ch]
            child.count -= 1
            if child.count == 0:
                del parent.children[ch]
                break

    def longest_common_prefix(self):
        node, out = self.root, []
        while len(node.children) == 1 and not node.end:
            (ch, node), = node.children.items()
            out.append(ch)
        return "".join(out)


text = """It was the best of times it was the worst of times it was the age of wisdom
it was the age of foolishness it was the epoch of belief it was the epoch of incredulity
it was the season of light it was the season of darkness it was the spring of hope"""
words = text.lower().split()
t = Trie(words)
print(len(t), len(words), "wisdom" in t, "wis" in t, t.count_prefix("w"), t.count_prefix("th"), t.count_prefix("z"))
print(list(t))
print(t.complete("w"), t.complete("s"), t.complete("e", limit=1), t.complete("x"), t.complete("")[:3])
t.remove("was")
print(t.complete("w"), t.count_prefix("wa"), "was" in t)
for _ in range(8):
    t.remove("was")
print("was" in t, t.complete("w"), len(t))
try:
    t.remove("was")
except KeyError as e:
    print("KeyError", e)
print(Trie(["interview", "internet", "interval", "internal"]).longest_common_prefix(), repr(Trie(["a", "b"]).longest_common_prefix()), Trie(["same", "same"]).longest_common_prefix())
freq = Counter(words)
print(freq.most_common(4), sum(freq.values()))
def spell_suggest(trie, word, max_edits=1):
    letters = "abcdefghijklmnopqrstuvwxyz"
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    edits = {a + b[1:] for a, b in splits if b}
    edits |= {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    edits |= {a + c + b[1:] for a, b in splits if b for c in letters}
    edits |= {a + c + b for a, b in splits for c in letters}
    return sorted(w for w in edits if w in trie)
print(spell_suggest(t, "tge"), spell_suggest(t, "aeg"), spell_suggest(t, "wisdon"), spell_suggest(t, "zzzz"))
