class Proxy:
    def __init__(self, target):
        self._target = target
    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self._target, name)

p = Proxy([3, 1, 2])
p.sort()
print(p._target)
p.sorted()
