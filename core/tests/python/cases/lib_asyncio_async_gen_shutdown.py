import asyncio

async def numbers(tag):
    try:
        n = 0
        while True:
            await asyncio.sleep(0.1)
            yield n
            n += 1
    finally:
        print(tag, "closed")

async def main():
    async for x in numbers("a"):
        if x == 2:
            break
    print("main done")
    return "result"

print(asyncio.run(main()))
