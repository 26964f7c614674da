async def f():
    return 1

c = f()
try:
    c.send(5)
except TypeError as e:
    print("TypeError:", e)
try:
    c.send(None)
except StopIteration as e:
    print("value", e.value)
print(c.throw.__name__ if hasattr(c.throw, "__name__") else "throw")
d = f()
try:
    d.throw(ValueError("before start"))
except ValueError as e:
    print("ValueError:", e)
try:
    d.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)
