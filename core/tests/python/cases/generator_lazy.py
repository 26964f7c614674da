def noisy():
    print("start")
    yield 1
    print("end")
g = noisy()
print("created")
for v in g:
    print("got", v)
