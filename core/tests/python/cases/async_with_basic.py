class CM:
    def __init__(self, name):
        self.name = name
    async def __aenter__(self):
        print("enter", self.name)
        return self.name.upper()
    async def __aexit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev)
        return self.name == "swallow"

async def main():
    async with CM("a") as v:
        print("body", v)
    async with CM("swallow"):
        raise KeyError("hidden")
    print("after swallow")
    try:
        async with CM("b"), CM("c") as w:
            print("body", w)
            raise ValueError("out")
    except ValueError as e:
        print("caught", e)
    return "done"

try:
    main().send(None)
except StopIteration as e:
    print(e.value)
