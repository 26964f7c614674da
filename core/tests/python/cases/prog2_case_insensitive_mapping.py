"""HTTP-style headers: a case-insensitive MutableMapping that preserves the original key spelling."""
from collections.abc import MutableMapping, Mapping
from collections import OrderedDict


class Headers(MutableMapping):
    def __init__(self, data=(), **kw):
        self._store = OrderedDict()
        self.update(data, **kw)

    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise TypeError(f"header names must be str, not {type(key).__name__}")
        self._store[key.lower()] = (key, str(value))

    def __getitem__(self, key):
        return self._store[key.lower()][1]

    def __delitem__(self, key):
        del self._store[key.lower()]

    def __iter__(self):
        return (orig for orig, _ in self._store.values())

    def __len__(self):
        return len(self._store)

    def lower_items(self):
        return ((k, v[1]) for k, v in self._store.items())

    def __eq__(self, other):
        if isinstance(other, Mapping):
            other = Headers(other)
        else:
            return NotImplemented
        return dict(self.lower_items()) == dict(other.lower_items())

    def copy(self):
        return Headers(self._store.values())

    def __repr__(self):
        return f"Headers({dict(self.items())})"


h = Headers({"Content-Type": "text/html"}, Accept="*/*")
h["content-length"] = 1234
h["X-Request-ID"] = "abc"
print(h, len(h), h["CONTENT-TYPE"], h.get("accept"), h.get("missing", "-"), "x-request-id" in h, list(h))
h["CONTENT-TYPE"] = "application/json"
print(list(h.items()), h.keys() == {"CONTENT-TYPE", "Accept", "content-length", "X-Request-ID"})
print(h == {"content-type": "application/json", "accept": "*/*", "Content-Length": "1234", "x-request-id": "abc"}, h == [1], h != {})
print(h.pop("accept"), h.pop("nope", None), h.setdefault("Cache-Control", "no-cache"), h.setdefault("cache-control", "x"))
k, v = h.popitem()
print(k, v, len(h))
c = h.copy()
c["Extra"] = 1
print(len(h), len(c), isinstance(h, MutableMapping), isinstance(h, dict), sorted(h.lower_items()))
h.update([("Via", "proxy")], Server="tpu")
print(list(h), dict(h))
del h["VIA"]
h.clear()
print(h, bool(h))
for bad in [lambda: h["gone"], lambda: h.__delitem__("gone"), lambda: h.__setitem__(5, "x"), lambda: h.popitem(), lambda: Headers(5)]:
    try:
        bad()
    except (KeyError, TypeError) as e:
        print(type(e).__name__, e)


class Incomplete(Mapping):
    def __getitem__(self, k):
        return k


try:
    Incomplete()
except TypeError as e:
    print("TypeError", e)
