class NotCM:
    pass

async def use(x):
    async with x:
        pass

try:
    use(NotCM()).send(None)
except (AttributeError, TypeError) as e:
    print(type(e).__name__)

def f():
    async with NotCM():
        pass
