class Pause:
    def __await__(self):
        yield 1

async def inner():
    try:
        await Pause()
    finally:
        print("inner finally")

async def outer():
    try:
        await inner()
    except ValueError as e:
        print("outer caught", e)
        raise RuntimeError("wrapped") from e

c = outer()
c.send(None)
try:
    c.throw(ValueError("boom"))
except RuntimeError as e:
    print(type(e).__name__, e, "cause:", repr(e.__cause__))
try:
    c.send(None)
except RuntimeError as e:
    print("again:", e)
