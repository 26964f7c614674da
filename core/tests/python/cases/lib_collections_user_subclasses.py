import copy
from collections import UserDict, UserList, UserString


class CaseInsensitiveDict(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __contains__(self, key):
        return key.lower() in self.data

    def __delitem__(self, key):
        super().__delitem__(key.lower())


headers = CaseInsensitiveDict({"Content-Type": "text/html"}, Accept="*/*")
headers["X-Token"] = "abc"
print(headers, headers["CONTENT-TYPE"], "accept" in headers, headers.get("x-token"))
del headers["ACCEPT"]
print(len(headers), sorted(headers), headers.pop("x-token"), headers)
deep = copy.deepcopy(headers)
deep["New"] = 1
print(type(deep).__name__, headers, deep)


class TypedList(UserList):
    def __init__(self, kind, items=()):
        self.kind = kind
        super().__init__()
        for item in items:
            self.append(item)

    def _check(self, item):
        if not isinstance(item, self.kind):
            raise TypeError("expected %s, got %s" % (self.kind.__name__, type(item).__name__))
        return item

    def append(self, item):
        super().append(self._check(item))

    def __setitem__(self, i, item):
        super().__setitem__(i, self._check(item))


ints = TypedList(int, [1, 2, 3])
ints.append(4)
ints[0] = 10
print(ints, ints.kind, len(ints), sum(ints), ints.count(2))
cp = copy.copy(ints)
cp.append(5)
print(ints, cp, cp.kind)
try:
    ints.append("five")
except TypeError as e:
    print("TypeError:", e)


class Shout(UserString):
    def shout(self):
        return self.upper() + "!"

    def __repr__(self):
        return "Shout(%r)" % self.data


w = Shout("hey")
print(w.shout(), type(w.shout()).__name__, repr(w + " you"), repr(w[1:]), w.split("e"))
print(sorted([Shout("b"), Shout("a"), Shout("c")]), max(Shout("x"), Shout("y")))
print(f"{w}|", "%s|" % w, str(w).center(7, "-"), w.data)
counts = {}
for ch in Shout("banana"):
    counts[str(ch)] = counts.get(str(ch), 0) + 1
print(counts)
ints[1] = "bad"
