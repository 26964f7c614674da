class Why:
    def __repr__(self):
        return "Why()"


try:
    raise KeyError(Why())
except KeyError:
    raise TypeError(Why(), 2)
