from contextlib import contextmanager

@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name
    finally:
        print(f"</{name}>")

with tag("p") as t:
    print("inside", t)
with tag("div"):
    items = [1, 2]
    print(items[2])
