from collections import defaultdict
from contextlib import contextmanager
import functools


class Signal:
    def __init__(self, name):
        self.name = name
        self._slots = []
        self.blocked = False

    def connect(self, fn=None, *, priority=0):
        if fn is None:
            return functools.partial(self.connect, priority=priority)
        self._slots.append((priority, len(self._slots), fn))
        self._slots.sort(key=lambda t: (-t[0], t[1]))
        return fn

    def disconnect(self, fn):
        before = len(self._slots)
        self._slots = [s for s in self._slots if s[2] is not fn]
        if len(self._slots) == before:
            raise ValueError(f"{getattr(fn, '__name__', fn)!r} is not connected to {self.name}")

    def emit(self, *args, **kwargs):
        if self.blocked:
            return []
        results = []
        for _, _, fn in list(self._slots):
            try:
                results.append(fn(*args, **kwargs))
            except StopIteration:
                results.append("<stopped>")
                break
        return results

    @contextmanager
    def blocked_while(self):
        old, self.blocked = self.blocked, True
        try:
            yield self
        finally:
            self.blocked = old

    def __len__(self):
        return len(self._slots)

    def __repr__(self):
        return f"<Signal {self.name} ({len(self)} slots)>"


class Model:
    def __init__(self):
        self.changed = Signal("changed")
        self._data = {}
        self.audit = defaultdict(list)

    def __setitem__(self, key, value):
        old = self._data.get(key)
        self._data[key] = value
        self.audit[key].append(value)
        self.changed.emit(key, old, value)

    def __getitem__(self, key):
        return self._data[key]


m = Model()
log = []


@m.changed.connect
def logger(key, old, new):
    log.append(f"{key}: {old!r} -> {new!r}")
    return "logged"


@m.changed.connect(priority=10)
def validator(key, old, new):
    if isinstance(new, int) and new < 0:
        raise StopIteration
    return "valid"


class View:
    def __init__(self, model):
        self.renders = 0
        model.changed.connect(self.refresh, priority=5)

    def refresh(self, key, old, new):
        self.renders += 1
        return f"render#{self.renders}"


v = View(m)
print(m.changed, m.changed.emit("probe", None, 1))
m["x"] = 1
m["y"] = "two"
m["x"] = -5
with m.changed.blocked_while():
    m["z"] = 3
print(log)
print(v.renders, dict(m.audit), m["z"])
m.changed.disconnect(logger)
try:
    m.changed.disconnect(logger)
except ValueError as e:
    print("ValueError:", e)
print(m.changed.emit("k", 0, 1), len(m.changed))
