# current_thread, main_thread, get_ident, active_count, enumerate inside and outside threads.
import threading

main = threading.main_thread()
print(threading.current_thread() is main, threading.get_ident() == main.ident)
print(threading.get_native_id() == main.native_id, main.is_alive(), main.daemon)
print(threading.active_count(), [t.name for t in threading.enumerate()])
seen = {}


def probe(key):
    me = threading.current_thread()
    seen[key] = (me.name, me.is_alive(), me.ident == threading.get_ident(),
                 me is not main, threading.main_thread() is main,
                 threading.active_count(), sorted(t.name for t in threading.enumerate()),
                 me.native_id == threading.get_native_id())


a = threading.Thread(target=probe, args=("a",), name="A")
a.start()
a.join()
print(seen["a"])
print(a.ident != main.ident)


def nested():
    probe("outer")
    b = threading.Thread(target=probe, args=("inner",), name="B")
    b.start()
    b.join()
    probe("after")


c = threading.Thread(target=nested, name="C")
c.start()
c.join()
for k in ("outer", "inner", "after"):
    print(k, seen[k])
print(threading.active_count(), [t.name for t in threading.enumerate()])
print(threading.current_thread() is main, threading.get_ident() == main.ident)
print(threading.TIMEOUT_MAX, threading.ThreadError is RuntimeError)
print(threading.gettrace(), threading.getprofile())
threading.settrace(None)
threading.setprofile(None)
print(threading.stack_size(), threading.stack_size(65536), threading.stack_size())
threading.stack_size(0)
for bad in (1, 32767, -5):
    try:
        threading.stack_size(bad)
    except ValueError as e:
        print(type(e).__name__, e)
# A thread starts with an empty contextvars context.
import contextvars

var = contextvars.ContextVar("var", default="default")
var.set("main")
got = []
t = threading.Thread(target=lambda: (got.append(var.get()), var.set("thread"), got.append(var.get())))
t.start()
t.join()
print(got, var.get())
