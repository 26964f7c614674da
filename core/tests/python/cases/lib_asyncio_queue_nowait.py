import asyncio

async def main():
    q = asyncio.Queue(maxsize=2)
    print(q.empty(), q.full(), q.maxsize)
    q.put_nowait("a")
    q.put_nowait("b")
    print(q.qsize(), q.full())
    try:
        q.put_nowait("c")
    except asyncio.QueueFull:
        print("QueueFull")
    print(q.get_nowait(), q.get_nowait())
    try:
        q.get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")
    q.task_done()
    q.task_done()
    try:
        q.task_done()
    except ValueError as e:
        print("ValueError:", e)
    await q.join()
    print("joined")
    pq = asyncio.PriorityQueue()
    for x in [5, 1, 4, 2]:
        pq.put_nowait(x)
    print([pq.get_nowait() for _ in range(4)])
    lq = asyncio.LifoQueue()
    for x in [1, 2, 3]:
        lq.put_nowait(x)
    print([lq.get_nowait() for _ in range(3)])

asyncio.run(main())
