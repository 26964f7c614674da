def g():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
for x in g():
    print(x)
