def gen():
    yield 1
    raise ValueError("in gen")
def consume():
    for x in gen():
        try:
            pass
        finally:
            pass
consume()
