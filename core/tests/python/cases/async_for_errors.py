class Bad:
    def __aiter__(self):
        return self
    async def __anext__(self):
        raise ValueError("anext failed")

async def loop_over(x):
    async for v in x:
        print(v)

def run(c):
    try:
        c.send(None)
    except StopIteration:
        print("finished")
    except Exception as e:
        print(type(e).__name__ + ":", e)

run(loop_over(Bad()))
run(loop_over([1, 2]))

class NoNext:
    def __aiter__(self):
        return 42
run(loop_over(NoNext()))
