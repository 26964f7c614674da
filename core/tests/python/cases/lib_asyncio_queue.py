import asyncio

async def producer(q, n):
    for i in range(n):
        await q.put(i)
        print("put", i)
    await q.put(None)

async def consumer(q, out):
    while True:
        item = await q.get()
        if item is None:
            q.task_done()
            break
        out.append(item * 10)
        print("got", item)
        q.task_done()

async def main():
    q = asyncio.Queue(maxsize=2)
    out = []
    await asyncio.gather(producer(q, 5), consumer(q, out))
    await q.join()
    print(out, q.empty(), q.qsize())

asyncio.run(main())
