from collections import OrderedDict
class LRU:
    def __init__(self, cap):
        self.cap, self.d = cap, OrderedDict()
        self.hits = self.misses = 0
    def get(self, k):
        if k in self.d:
            self.d.move_to_end(k)
            self.hits += 1
            return self.d[k]
        self.misses += 1
        return None
    def put(self, k, v):
        if k in self.d:
            self.d.move_to_end(k)
        self.d[k] = v
        if len(self.d) > self.cap:
            ev = self.d.popitem(last=False)
            print("evict", ev)
    def __repr__(self):
        return f"LRU({list(self.d.items())}, hits={self.hits}, misses={self.misses})"
c = LRU(3)
for op in ["p a 1", "p b 2", "g a", "p c 3", "p d 4", "g b", "g c", "p a 9", "p e 5", "g d", "g a"]:
    parts = op.split()
    if parts[0] == "p":
        c.put(parts[1], int(parts[2]))
    else:
        print("get", parts[1], "->", c.get(parts[1]))
print(c)
class EventBus:
    def __init__(self):
        self.subs = {}
    def on(self, name, prio=0):
        def deco(fn):
            self.subs.setdefault(name, []).append((prio, fn))
            self.subs[name].sort(key=lambda t: -t[0])
            return fn
        return deco
    def emit(self, name, *args, **kw):
        results = []
        for prio, fn in self.subs.get(name, []):
            try:
                r = fn(*args, **kw)
            except Exception as e:
                r = f"{fn.__name__} failed: {e!r}"
            results.append(r)
            if r == "STOP":
                break
        return results
bus = EventBus()
@bus.on("order")
def log_order(item, qty=1):
    return f"log {item} x{qty}"
@bus.on("order", prio=10)
def validate(item, qty=1):
    if qty <= 0:
        return "STOP"
    return "valid"
@bus.on("order", prio=5)
def charge(item, qty=1):
    if item == "free":
        raise ValueError("nothing to charge")
    return f"charged {qty * 3}"
print(bus.emit("order", "book", qty=2))
print(bus.emit("order", "free"))
print(bus.emit("order", "x", qty=0))
print(bus.emit("unknown"))
class Observable:
    def __init__(self):
        self._obs = []
        self._v = 0
    def subscribe(self, fn):
        self._obs.append(fn)
        return lambda: self._obs.remove(fn)
    @property
    def value(self):
        return self._v
    @value.setter
    def value(self, v):
        old, self._v = self._v, v
        for fn in list(self._obs):
            fn(old, v)
o = Observable()
unsub = o.subscribe(lambda a, b: print(f"changed {a} -> {b}"))
o.subscribe(lambda a, b: print("delta", b - a))
o.value = 5
unsub()
o.value = 2
class StateMachine:
    transitions = {("idle", "start"): "running", ("running", "pause"): "paused", ("paused", "resume"): "running",
                   ("running", "stop"): "idle", ("paused", "stop"): "idle"}
    def __init__(self):
        self.state = "idle"
        self.history = [self.state]
    def fire(self, ev):
        nxt = self.transitions.get((self.state, ev))
        if nxt is None:
            raise ValueError(f"cannot {ev!r} while {self.state}")
        self.state = nxt
        self.history.append(nxt)
sm = StateMachine()
for ev in ["start", "pause", "start", "resume", "stop", "stop"]:
    try:
        sm.fire(ev)
    except ValueError as e:
        print("ValueError:", e)
print(" -> ".join(sm.history))
