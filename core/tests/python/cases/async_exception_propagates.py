async def level3():
    raise ValueError("deep")

async def level2():
    return await level3()

async def level1():
    try:
        return await level2()
    except ValueError as e:
        print("level1 saw", e)
        raise

c = level1()
c.send(None)
