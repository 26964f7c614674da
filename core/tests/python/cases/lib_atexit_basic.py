import atexit

log = []

def hello(name, punct="!"):
    log.append(f"hello {name}{punct}")

def bye():
    log.append("bye")

r = atexit.register(hello, "world", punct="?")
print(r is hello)
atexit.register(bye)
atexit.register(hello, "again")

@atexit.register
def decorated():
    log.append("decorated")

print(decorated.__name__)
atexit.unregister(bye)
atexit.unregister(lambda: None)   # not registered: nothing happens
atexit._run_exitfuncs()
print(log)
print(atexit._ncallbacks())

try:
    atexit.register(42)
except TypeError as e:
    print("TypeError:", e)

# a function registered twice is unregistered everywhere
atexit.register(bye)
atexit.register(bye)
atexit.register(hello, "x")
atexit.unregister(bye)
log.clear()
atexit._run_exitfuncs()
print(log)

class Resource:
    def __init__(self, name):
        self.name = name
        atexit.register(self.close)
    def close(self):
        print("closing", self.name)

a, b = Resource("a"), Resource("b")
atexit.unregister(a.close)   # bound methods compare equal
atexit._run_exitfuncs()
atexit.register(print, "never")
atexit._clear()
print(atexit._ncallbacks(), atexit.__name__)
