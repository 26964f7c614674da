def g():
    x = yield 1
    print("got", x)
    yield 2
it = g()
try:
    it.send(5)
except TypeError as e:
    print(e)
print(next(it))
print(it.send("hi"))
it.close()
print(list(it))
def stubborn():
    try:
        yield 1
    finally:
        yield 2
s = stubborn()
next(s)
s.close()
