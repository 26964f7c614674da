class Ask:
    def __init__(self, q):
        self.q = q
    def __await__(self):
        answer = yield self.q
        return answer

async def dialog():
    a = await Ask("name?")
    b = await Ask("age?")
    return f"{a} is {b}"

c = dialog()
print(c.send(None))
print(c.send("Ada"))
try:
    c.send(36)
except StopIteration as e:
    print("done:", e.value)
