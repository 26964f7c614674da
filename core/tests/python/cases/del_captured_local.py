# `del x` of a local that an inner function captures empties its cell: the closure then fails.
def outer():
    x = 1

    def read():
        return x

    print(read())
    del x
    try:
        read()
    except NameError as e:
        print(type(e).__name__ + ":", e)
    try:
        del x
    except NameError as e:
        print(type(e).__name__ + ":", e)
    x = 5
    print(read())


outer()


def counter():
    items = [1, 2]
    total = lambda: sum(items)
    print(total())
    del items
    return total


try:
    counter()()
except NameError as e:
    print(type(e).__name__ + ":", e)
