# getattr, setattr, hasattr and delattr check their argument counts (and take no keywords) as
# CPython 3.11 does, before the attribute name's type.
calls = [
    lambda: getattr(1, "real", 2, 3),
    lambda: getattr(1),
    lambda: getattr(1, "real", default=2),
    lambda: setattr(1, "a", 2, 3),
    lambda: setattr(1, "a"),
    lambda: hasattr(1, "a", 2),
    lambda: hasattr(1),
    lambda: delattr(1, "a", 2),
    lambda: getattr(1, 2),
]
for call in calls:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
print(getattr(1, "real"), getattr(1, "nope", "default"), hasattr(1, "imag"))
