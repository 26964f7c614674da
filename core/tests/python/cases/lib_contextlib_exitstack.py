from contextlib import ExitStack, contextmanager

@contextmanager
def managed(name, log):
    log.append("enter " + name)
    try:
        yield name
    finally:
        log.append("exit " + name)

log = []
with ExitStack() as stack:
    names = [stack.enter_context(managed(n, log)) for n in "abc"]
    log.append("body %s" % names)
print(log)

log = []
with ExitStack() as stack:
    stack.callback(log.append, "callback 1")
    stack.callback(lambda *a, **k: log.append(("cb2", a, k)), 1, 2, key="v")
    def on_exit(exc_type, exc, tb):
        log.append("push sees %s" % (exc_type.__name__ if exc_type else None))
    stack.push(on_exit)
print(log)

log = []
try:
    with ExitStack() as stack:
        stack.callback(log.append, "cleanup ran")
        raise ValueError("body failed")
except ValueError as e:
    log.append("caught " + str(e))
print(log)

class Suppressor:
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        print("suppressor saw", exc[0].__name__ if exc[0] else None)
        return True
with ExitStack() as stack:
    stack.enter_context(Suppressor())
    raise KeyError("swallowed")
print("continued after suppression")

with ExitStack() as stack:
    stack.push(Suppressor())
    stack.callback(print, "callback before suppressor")
    raise RuntimeError("x")

log = []
with ExitStack() as outer:
    with ExitStack() as stack:
        stack.callback(log.append, "moved")
        moved = stack.pop_all()
    log.append("inner stack closed, nothing ran")
    outer.push(moved)
print(log)

stack = ExitStack()
stack.callback(print, "closed explicitly")
stack.close()
stack.close()

def failing_cleanup():
    raise OSError("cleanup failed")
try:
    with ExitStack() as stack:
        stack.callback(failing_cleanup)
        stack.callback(print, "runs first")
except OSError as e:
    print("OSError:", e)

class NotACM:
    pass
ExitStack().enter_context(NotACM())
