async def f():
    return 1

c = f()
try:
    for x in c:
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    next(c)
except TypeError as e:
    print("TypeError:", e)
try:
    list(c)
except TypeError as e:
    print("TypeError:", e)
c.close()
