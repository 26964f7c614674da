class Counter:
    def __init__(self, n):
        self.n = n
        self.i = 0
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i * 10

async def main():
    out = []
    async for v in Counter(4):
        out.append(v)
    async for v in Counter(5):
        if v == 20:
            continue
        if v == 40:
            break
        out.append(-v)
    else:
        out.append("no else after break")
    async for v in Counter(2):
        out.append(v)
    else:
        out.append("else ran")
    return out

try:
    main().send(None)
except StopIteration as e:
    print(e.value)
