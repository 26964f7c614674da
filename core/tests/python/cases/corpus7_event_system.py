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
    def emit(self, event, **payload):
        self.history.append(event)
        results = []
        for prio, _, fn in list(self.handlers[event]):
            try:
                r = fn(**payload)
            except StopPropagation as sp:
                results.append(f"stopped by {fn.__name__}: {sp}")
                break
            except Exception as e:
                results.append(f"{fn.__name__} failed: {e!r}")
            else:
                if r is not None:
                    results.append(r)
        return results
    def off(self, event, fn):
        before = len(self.handlers[event])
        self.handlers[event] = [t for t in self.handlers[event] if t[2] is not fn]
        return before - len(self.handlers[event])

class StopPropagation(Exception):
    pass

bus = EventBus()
@bus.on("login")
def greet(user, **_):
    return f"welcome {user}"
@bus.on("login", priority=10)
def audit(user, ip="?"):
    return f"audit {user}@{ip}"
@bus.on("login", priority=5)
def block(user, **kw):
    if user == "mallory":
        raise StopPropagation("blocked user")
@bus.on("purchase")
def charge(amount, user):
    if amount <= 0:
        raise ValueError(f"bad amount {amount}")
    return f"charged {user} {amount:.2f}"
@bus.on("purchase", priority=-1)
def receipt(amount, user):
    return f"receipt #{hash((user, amount)) % 1000 if False else 42} for {amount}"

print(bus.emit("login", user="ann", ip="10.0.0.1"))
print(bus.emit("login", user="mallory"))
print(bus.emit("purchase", user="bob", amount=19.5))
print(bus.emit("purchase", user="bob", amount=-1))
print(bus.emit("logout", user="ann"))
print(bus.off("login", block), bus.off("login", block))
print(bus.emit("login", user="mallory"))
print(bus.history, {k: [f.__name__ for _, _, f in v] for k, v in bus.handlers.items()})

class Observable:
    def __init__(self):
        self._observers = []
        self._values = {}
    def subscribe(self, fn):
        self._observers.append(fn)
        return lambda: self._observers.remove(fn)
    def __setattr__(self, name, value):
        if name.startswith("_"):
            return super().__setattr__(name, value)
        old = self._values.get(name)
        self._values[name] = value
        for fn in self._observers:
            fn(name, old, value)
    def __getattr__(self, name):
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(name) from None

changes = []
o = Observable()
unsub = o.subscribe(lambda n, a, b: changes.append(f"{n}: {a!r} -> {b!r}"))
o.subscribe(lambda n, a, b: print(f"  [watch] {n} changed") if a is not None else None)
o.temp = 20
o.temp = 22.5
o.name = "sensor"
unsub()
o.temp = 0
print(changes, o.temp, o.name)
try:
    o.missing
except AttributeError as e:
    print("AttributeError:", e)
pipeline = [str.strip, str.lower, functools.partial(str.replace, old=" ", new="_") if False else (lambda s: s.replace(" ", "_")), lambda s: s[:12]]
print(functools.reduce(lambda acc, f: f(acc), pipeline, "  Hello Big World Again  "))
