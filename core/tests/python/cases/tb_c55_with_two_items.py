class CM:
    def __init__(self, name, fail=False):
        self.name, self.fail = name, fail
    def __enter__(self):
        print("enter", self.name)
        if self.fail:
            raise OSError(f"cannot open {self.name}")
        return self
    def __exit__(self, *a):
        print("exit", self.name)
with CM("a") as a, CM("b") as b:
    print("body")
with CM("c") as c, \
        CM("d", fail=True) as d:
    print("unreached")
