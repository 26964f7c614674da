# Threads' default names (CPython 3.11: "Thread-N (target)"), reprs before start.
import functools
import threading


def worker():
    pass


class Callable:
    def __call__(self):
        pass


ts = [threading.Thread(target=worker), threading.Thread(), threading.Thread(target=lambda: 0),
      threading.Thread(target=Callable()), threading.Thread(target=functools.partial(len, "ab")),
      threading.Thread(target=len, name="named"), threading.Thread(name=""),
      threading.Thread(target=worker, name=0), threading.Thread(name=42),
      threading.Timer(1, worker)]
for t in ts:
    print(repr(t.name), repr(t))
t = ts[0]
t.name = "renamed"
print(t.name, t)
t.name = 7
print(repr(t.name))
d = threading.Thread(target=worker, daemon=True)
print(d)


class Custom(threading.Thread):
    pass


print(Custom(), Custom(name="c"))
print(threading.main_thread().name, threading.current_thread().name)
print(type(threading.main_thread()).__name__)
