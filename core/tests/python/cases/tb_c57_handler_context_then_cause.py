import contextlib
with contextlib.suppress(KeyError):
    {}["a"]
print("suppressed")
try:
    raise ValueError("v")
except ValueError:
    with contextlib.suppress(KeyError):
        {}["b"]
    raise TypeError("t")
