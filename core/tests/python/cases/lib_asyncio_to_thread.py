# asyncio.to_thread and loop.run_in_executor over threads.
import asyncio
import concurrent.futures as cf
import contextvars
import threading

request = contextvars.ContextVar("request", default="none")


def blocking(x, scale=1):
    return x * scale, request.get(), threading.current_thread() is not threading.main_thread()


def fail():
    raise KeyError("in thread")


async def main():
    request.set("r1")
    print(await asyncio.to_thread(blocking, 3, scale=5))
    loop = asyncio.get_running_loop()
    print(await loop.run_in_executor(None, blocking, 4))
    results = await asyncio.gather(asyncio.to_thread(blocking, 1), asyncio.to_thread(blocking, 2))
    print(results)
    try:
        await asyncio.to_thread(fail)
    except KeyError as e:
        print(type(e).__name__, e)
    with cf.ThreadPoolExecutor(1, thread_name_prefix="px") as ex:
        names = await asyncio.gather(*(loop.run_in_executor(
            ex, lambda: threading.current_thread().name) for _ in range(3)))
        print(names)
    cfut = cf.Future()
    wrapped = asyncio.wrap_future(cfut)
    print(asyncio.isfuture(wrapped), wrapped.done(), asyncio.wrap_future(wrapped) is wrapped)
    cfut.set_result("later")
    print(await wrapped)
    done = cf.Future()
    done.set_exception(ValueError("early"))
    try:
        await asyncio.wrap_future(done)
    except ValueError as e:
        print(type(e).__name__, e)
    c = cf.Future()
    c.cancel()
    w = asyncio.wrap_future(c)
    print(w.cancelled())
    for bad in (lambda: loop.set_default_executor(object()),):
        try:
            bad()
        except TypeError as e:
            print(type(e).__name__, e)
    return "end"


print(asyncio.run(main()))


# A thread has no running loop of its own: it may run one.
def in_thread():
    try:
        asyncio.get_running_loop()
    except RuntimeError as e:
        print("thread:", e)

    async def sub():
        await asyncio.sleep(1)
        return "sub loop ran"

    print(asyncio.run(sub()))


async def outer():
    t = threading.Thread(target=in_thread)
    t.start()
    t.join()
    print(asyncio.get_running_loop() is not None)
    print(await asyncio.to_thread(asyncio._get_running_loop))


asyncio.run(outer())
