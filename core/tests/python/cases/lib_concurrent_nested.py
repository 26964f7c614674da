# A call submitted while the pool's only worker is busy waits in the queue until it is free.
import concurrent.futures as cf
import threading

order = []
with cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="solo") as ex:
    def outer():
        order.append("outer starts")
        inner = ex.submit(lambda: order.append("inner runs") or "inner result")
        order.append(("inner done while outer runs", inner.done(), inner.running()))
        return inner

    f = ex.submit(outer)
    inner = f.result()
    print(inner.result(timeout=5), inner.done())
print(order)
print(threading.active_count(), sorted(t.name for t in ex._threads),
      [t.is_alive() for t in ex._threads])
