async def fibonacci(n):
    if n <= 1:
        return n
    return await fibonacci(n - 1) + await fibonacci(n - 2)

for n in (0, 1, 2, 10, 15):
    coro = fibonacci(n)
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        print(n, e.value)
