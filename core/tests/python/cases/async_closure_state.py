def make_counter():
    count = 0
    async def bump(k):
        nonlocal count
        count += k
        return count
    return bump

async def main():
    b = make_counter()
    vals = []
    for i in range(1, 5):
        vals.append(await b(i))
    return vals

c = main()
try:
    c.send(None)
except StopIteration as e:
    print(e.value)
