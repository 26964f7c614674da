class Resource:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("open", self.name)
        return self
    def __exit__(self, et, ev, tb):
        print("close", self.name, et.__name__ if et else None)
        if et is not None:
            raise RuntimeError("cleanup failed for " + self.name)
        return False

with Resource("a") as r:
    print("using", r.name)
with Resource("b") as r:
    x = {}["missing"]
