class Swallow:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        print("swallowed", a[0].__name__)
        return True


with Swallow():
    raise KeyError("k")
open_file = None
open_file.read()
