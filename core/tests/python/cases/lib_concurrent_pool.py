# ThreadPoolExecutor: submit, map, the with statement, shutdown, errors, initializer.
import concurrent.futures as cf
import threading


def square(x):
    return x * x


def fail(x):
    raise ValueError(f"no {x}")


with cf.ThreadPoolExecutor(max_workers=3) as ex:
    futures = [ex.submit(square, i) for i in range(6)]
    print([f.result() for f in futures])
    print(list(ex.map(square, range(5))), list(ex.map(pow, [2, 3], [5, 2], timeout=5)))
    print(list(ex.map(square, range(4), chunksize=2)), list(ex.map(square, [])))
    bad = ex.submit(fail, 1)
    print(type(bad.exception()).__name__, bad.exception(), bad.done(), bad.cancelled())
    try:
        bad.result()
    except ValueError as e:
        print("raised", e)
    it = ex.map(lambda x: 10 // x, [5, 0, 2])
    print(next(it))
    try:
        next(it)
    except ZeroDivisionError as e:
        print(type(e).__name__, e)
    print(ex.submit(lambda *a, **k: (a, k), 1, 2, key="v").result())
    print(ex._max_workers)
for call in (lambda: ex.submit(square, 1), lambda: ex.map(square, [1])):
    try:
        call()
    except RuntimeError as e:
        print(type(e).__name__, e)
ex.shutdown()
ex.shutdown(wait=False, cancel_futures=True)
for bad_args in ({"max_workers": 0}, {"max_workers": -1}, {"initializer": 5}):
    try:
        cf.ThreadPoolExecutor(**bad_args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
inits = []


def init(tag):
    inits.append((tag, threading.current_thread().name))


with cf.ThreadPoolExecutor(1, thread_name_prefix="pool", initializer=init, initargs=("i",)) as one:
    names = [one.submit(lambda: threading.current_thread().name).result() for _ in range(3)]
print(inits, names)
print(one._thread_name_prefix)
# Work in threads, results in order of submission.
with cf.ThreadPoolExecutor(max_workers=4) as ex:
    futs = {ex.submit(sum, range(n)): n for n in (10, 100, 1000)}
    print(sorted((n, f.result()) for f, n in futs.items()))
shared = []
lock = threading.Lock()


def append(i):
    with lock:
        shared.append(i)
    return i


with cf.ThreadPoolExecutor(max_workers=2) as ex:
    list(ex.map(append, range(5)))
print(sorted(shared))
print(issubclass(cf.thread.BrokenThreadPool, cf.BrokenExecutor),
      issubclass(cf.BrokenExecutor, RuntimeError))
