from collections import UserDict, UserList, UserString, OrderedDict

class LRUCache:
    def __init__(self, capacity):
        self.cap = capacity
        self.data = OrderedDict()
        self.hits = self.misses = 0
    def get(self, key, default=None):
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key]
        self.misses += 1
        return default
    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.cap:
            evicted = self.data.popitem(last=False)
            print("evict", evicted)
    def __repr__(self):
        return f"LRU({list(self.data.items())}, hits={self.hits}, misses={self.misses})"
c = LRUCache(2)
c.put("a", 1); c.put("b", 2); c.get("a"); c.put("c", 3); c.get("b"); c.put("a", 10); c.put("d", 4)
print(c)

class CaseInsensitive(UserDict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
    def __getitem__(self, k):
        return super().__getitem__(k.lower())
    def __contains__(self, k):
        return k.lower() in self.data
    def __delitem__(self, k):
        super().__delitem__(k.lower())
h = CaseInsensitive({"Content-Type": "json"})
h["ACCEPT"] = "*/*"
h.update({"X-Id": 5})
print(h["content-type"], "accept" in h, sorted(h), h.get("X-ID"), len(h), h.data == dict(h))
del h["x-id"]
print(sorted(h.items()), h.pop("accept"), h.setdefault("New", 1), sorted(h.data))
try:
    h["nope"]
except KeyError as e:
    print(type(e).__name__, e)
class TypedList(UserList):
    def __init__(self, kind, items=()):
        self.kind = kind
        super().__init__()
        for i in items:
            self.append(i)
    def append(self, x):
        if not isinstance(x, self.kind):
            raise TypeError(f"expected {self.kind.__name__}, got {type(x).__name__}")
        super().append(x)
tl = TypedList(int, [3, 1, 2])
tl.sort(); tl.append(9)
print(tl, tl[0], len(tl), tl.data, 9 in tl, tl + [7], type(tl[1:]).__name__)
try:
    tl.append("x")
except TypeError as e:
    print(type(e).__name__, e)
class Shout(UserString):
    def shout(self):
        return self.upper() + "!"
s = Shout("hey")
print(s.shout(), s + " you", type(s + "x").__name__, s[1:], s == "hey", s.replace("e", "a"), str(s).center(7, "-"), len(s), "e" in s)
ud = UserDict(a=1)
print(ud, repr(ud), ud | {"b": 2}, type(ud | {"b": 2}).__name__, ud.copy(), UserList([1]) * 2, UserList([3, 1]) < UserList([4]))
