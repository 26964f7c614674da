class Why:
    def __str__(self):
        return "because of Why"

    def __repr__(self):
        return "Why()"


try:
    raise KeyError("why")
except KeyError as e:
    raise RuntimeError(Why()) from e
