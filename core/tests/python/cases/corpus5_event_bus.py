from collections import defaultdict
from functools import partial
class EventBus:
    def __init__(self):
        self.handlers = defaultdict(list)
        self.history = []
    def on(self, event, priority=0):
        def register(fn):
            self.handlers[event].append((priority, len(self.handlers[event]), fn))
            self.handlers[event].sort(key=lambda h: (-h[0], h[1]))
            return fn
        return register
    def emit(self, event, *args, **kw):
        self.history.append(event)
        results = []
        for _, _, fn in self.handlers.get(event, []):
            try:
                r = fn(*args, **kw)
            except StopIteration:
                results.append("stopped")
                break
            except Exception as e:
                results.append(f"{fn.__name__} failed: {e!r}")
                continue
            results.append(r)
        return results
bus = EventBus()
@bus.on("order")
def log_order(oid, total=0):
    return f"log {oid} {total:.2f}"
@bus.on("order", priority=10)
def validate(oid, total=0):
    if total < 0:
        raise ValueError(f"negative total {total}")
    return "valid"
@bus.on("order", priority=5)
def maybe_stop(oid, total=0):
    if oid == "stop":
        raise StopIteration
    return None
def notify(channel, oid, total=0):
    return f"{channel}: order {oid}"
bus.on("order", priority=-1)(partial(notify, "email"))
for args in [("A1", 10), ("B2", -5), ("stop", 1)]:
    print(bus.emit("order", args[0], total=args[1]))
print(bus.emit("unknown"), bus.history, [h[2].__name__ if hasattr(h[2], "__name__") else type(h[2]).__name__ for h in bus.handlers["order"]])
print(sorted(bus.handlers), "unknown" in bus.handlers, len(bus.handlers["order"]))
class Observable:
    def __init__(self):
        self._obs = []
        self._value = None
    def subscribe(self, fn):
        self._obs.append(fn)
        return lambda: self._obs.remove(fn)
    @property
    def value(self):
        return self._value
    @value.setter
    def value(self, v):
        old, self._value = self._value, v
        if old != v:
            for fn in list(self._obs):
                fn(old, v)
o = Observable()
seen = []
unsub = o.subscribe(lambda a, b: seen.append((a, b)))
o.subscribe(lambda a, b: print(f"changed {a!r} -> {b!r}"))
o.value = 1; o.value = 1; o.value = "x"
unsub()
o.value = None
print(seen, len(o._obs))
