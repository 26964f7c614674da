"""An event bus that holds subscribers weakly: WeakMethod, ref callbacks, WeakSet, WeakValueDictionary, finalize."""
import gc
import weakref


class EventBus:
    def __init__(self):
        self._subs = {}

    def subscribe(self, event, callback):
        if hasattr(callback, "__self__"):
            ref = weakref.WeakMethod(callback, lambda r: self._prune(event, r))
        else:
            ref = weakref.ref(callback, lambda r: self._prune(event, r))
        self._subs.setdefault(event, []).append(ref)

    def _prune(self, event, dead):
        print(f"  (pruned a dead subscriber of {event!r})")
        self._subs[event] = [r for r in self._subs.get(event, []) if r is not dead]

    def publish(self, event, payload):
        delivered = 0
        for ref in list(self._subs.get(event, [])):
            fn = ref()
            if fn is not None:
                fn(payload)
                delivered += 1
        return delivered


class Widget:
    def __init__(self, name):
        self.name = name

    def on_update(self, payload):
        print(f"  {self.name} got {payload}")

    def __repr__(self):
        return f"Widget({self.name!r})"


bus = EventBus()
a, b = Widget("a"), Widget("b")
bus.subscribe("update", a.on_update)
bus.subscribe("update", b.on_update)


class LogHandler:
    def __call__(self, payload):
        print(f"  log: {payload}")


log_handler = LogHandler()


bus.subscribe("update", log_handler)
print("delivered", bus.publish("update", 1))
del b
gc.collect()
print("delivered", bus.publish("update", 2))

cache = weakref.WeakValueDictionary()
w1, w2 = Widget("x"), Widget("y")
cache["x"], cache["y"] = w1, w2
print(sorted(cache.keys()), cache.get("x"), "y" in cache)
del w2
gc.collect()
print(sorted(cache.keys()), len(cache), cache.get("y", "gone"))

live = weakref.WeakSet([w1, a])
print(len(live), w1 in live)
del a
gc.collect()
print(len(live), sorted(w.name for w in live))

r = weakref.ref(w1)
print(r() is w1, r == weakref.ref(w1), isinstance(r, weakref.ref), callable(r))
events = []
fin = weakref.finalize(w1, events.append, "w1 finalized")
print(fin.alive, fin.atexit)
del w1
gc.collect()
print(events, fin.alive, r(), fin())
p = weakref.proxy(Widget("tmp")) if False else None
keyed = weakref.WeakKeyDictionary()
k = Widget("key")
keyed[k] = 42
print(keyed[k], len(keyed))
del k
gc.collect()
print(len(keyed))
for bad in [lambda: weakref.ref(1), lambda: weakref.ref([]), lambda: weakref.WeakValueDictionary()["x"], lambda: weakref.WeakMethod(log_handler)]:
    try:
        bad()
    except (TypeError, KeyError) as e:
        print(type(e).__name__, e)
bus._subs.clear()
print("subscriptions cleared")
