async def await_it(x):
    return await x

def run(c):
    try:
        c.send(None)
    except StopIteration as e:
        return e.value
    except TypeError as e:
        return "TypeError: " + str(e)

print(run(await_it(5)))
print(run(await_it("s")))
print(run(await_it([1])))

def gen():
    yield 1
print(run(await_it(gen())))

class NoIter:
    def __await__(self):
        return 3
print(run(await_it(NoIter())))

class Plain:
    pass
print(run(await_it(Plain())))
