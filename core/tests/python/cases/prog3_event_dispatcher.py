from collections import defaultdict
import functools

class EventBus:
    def __init__(self):
        self.handlers = defaultdict(list)
        self.history = []
    def on(self, event, priority=0):
        def register(fn):
            self.handlers[event].append((priority, len(self.handlers[event]), fn))
            self.handlers[event].sort(key=lambda t: (-t[0], t[1]))
            return fn
        return register
    def off(self, event, fn):
        before = len(self.handlers[event])
        self.handlers[event] = [h for h in self.handlers[event] if h[2] is not fn]
        return before - len(self.handlers[event])
    def emit(self, event, *args, **kwargs):
        results = []
        self.history.append(event)
        for _, _, fn in self.handlers.get(event, []):
            try:
                r = fn(*args, **kwargs)
            except StopPropagation as sp:
                results.append(f"stopped by {fn.__name__}: {sp}")
                break
            except Exception as e:
                results.append(f"{fn.__name__} failed: {type(e).__name__}: {e}")
                continue
            results.append(r)
        return results

class StopPropagation(Exception):
    pass

bus = EventBus()
@bus.on("save")
def log_save(doc):
    return f"logged {doc['id']}"
@bus.on("save", priority=10)
def validate(doc):
    if not doc.get("title"):
        raise StopPropagation("missing title")
    return "valid"
@bus.on("save", priority=5)
def index(doc):
    return f"indexed {len(doc['title'].split())} words"
@bus.on("delete")
def broken(doc):
    return doc["missing"]
@bus.on("delete", priority=-1)
def audit(doc, user="system"):
    return f"audit delete {doc['id']} by {user}"

print(bus.emit("save", {"id": 1, "title": "Hello big world"}))
print(bus.emit("save", {"id": 2, "title": ""}))
print(bus.emit("delete", {"id": 3}, user="root"))
print(bus.emit("unknown"))
print(bus.off("save", index), bus.off("save", index), bus.emit("save", {"id": 4, "title": "x"}))
print(bus.history, sorted(bus.handlers), [h[2].__name__ for h in bus.handlers["save"]])

class Observable:
    def __init__(self):
        self._observers = []
    def subscribe(self, cb):
        self._observers.append(cb)
        return lambda: self._observers.remove(cb)
    def notify(self, *a):
        for cb in list(self._observers):
            cb(*a)
class Counter(Observable):
    def __init__(self):
        super().__init__()
        self._v = 0
    def incr(self, n=1):
        old = self._v
        self._v += n
        self.notify(old, self._v)
c = Counter()
seen = []
unsub = c.subscribe(lambda o, n: seen.append((o, n)))
c.subscribe(functools.partial(print, "changed:"))
c.incr(); c.incr(5)
unsub()
c.incr()
print(seen)
