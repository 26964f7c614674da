from collections import defaultdict
import functools


class EventBus:
    def __init__(self):
        self._handlers = defaultdict(list)
        self.trace = []

    def on(self, event, *, priority=0, once=False):
        def register(fn):
            self._handlers[event].append((priority, len(self._handlers[event]), fn, once))
            self._handlers[event].sort(key=lambda h: (-h[0], h[1]))
            return fn
        return register

    def off(self, event, fn):
        before = len(self._handlers[event])
        self._handlers[event] = [h for h in self._handlers[event] if h[2] is not fn]
        return before - len(self._handlers[event])

    def emit(self, event, **payload):
        results = []
        for h in list(self._handlers.get(event, ())):
            prio, _, fn, once = h
            if once:
                self._handlers[event].remove(h)
            try:
                r = fn(**payload)
            except StopIteration:
                self.trace.append(f"{event}: propagation stopped by {fn.__name__}")
                break
            except Exception as e:
                self.trace.append(f"{event}: {fn.__name__} failed with {e!r}")
                continue
            results.append(r)
        return results


bus = EventBus()


def logged(fn):
    @functools.wraps(fn)
    def inner(**kw):
        args = ", ".join(f"{k}={v!r}" for k, v in sorted(kw.items()))
        print(f"  call {fn.__qualname__}({args})")
        return fn(**kw)
    return inner


@bus.on("order", priority=5)
@logged
def validate(item, qty, **_):
    if qty <= 0:
        raise ValueError(f"bad qty {qty}")
    if item == "forbidden":
        raise StopIteration
    return "valid"


@bus.on("order")
def bill(item, qty, price=1.0):
    return round(qty * price, 2)


@bus.on("order", priority=1, once=True)
def welcome(**kw):
    return f"first order: {kw['item']}"


class Inventory:
    def __init__(self, stock):
        self.stock = dict(stock)

    def reserve(self, item, qty, **_):
        have = self.stock.get(item, 0)
        if have < qty:
            raise LookupError(f"only {have} {item}")
        self.stock[item] = have - qty
        return self.stock[item]


inv = Inventory({"apple": 10, "pear": 2})
bus.on("order", priority=3)(inv.reserve)

print(bus.emit("order", item="apple", qty=3, price=0.5))
print(bus.emit("order", item="pear", qty=5, price=2.25))
print(bus.emit("order", item="apple", qty=0))
print(bus.emit("order", item="forbidden", qty=1))
print(bus.emit("nothing"))
print(bus.off("order", bill), bus.off("order", bill))
print(bus.emit("order", item="apple", qty=7))
print(inv.stock)
for line in bus.trace:
    print(line)
print([(p, fn.__name__) for p, _, fn, _ in bus._handlers["order"]])


class Observable:
    def __init__(self):
        self._watchers = {}

    def watch(self, attr):
        def deco(fn):
            self._watchers.setdefault(attr, []).append(fn)
            return fn
        return deco

    def __setattr__(self, name, value):
        old = self.__dict__.get(name, "<unset>")
        super().__setattr__(name, value)
        for fn in self.__dict__.get("_watchers", {}).get(name, []):
            fn(name, old, value)


model = Observable()
changes = []
model.watch("temp")(lambda n, o, v: changes.append((n, o, v)))
model.watch("temp")(lambda n, o, v: print(f"  {n}: {o} -> {v}") if v != o else None)
model.temp = 20
model.temp = 20
model.temp = 25.5
model.other = 1
print(changes, model.other, sorted(vars(model)))
