# An error on a later item: the keys before it were computed and the error is the key's own.
calls = []


def key(v):
    calls.append(v)
    return [1][v]


try:
    sorted([0, 0, 1, 0], key=key)
except IndexError as e:
    print("IndexError", e, calls)
print(sorted([2, 1, 3], key=lambda v, *rest: -v))
try:
    sorted([1, 2], key=lambda: 0)
except TypeError as e:
    print(e)
try:
    sorted([1, 2], key=lambda a, b: 0)
except TypeError as e:
    print(e)
print(list(map(lambda v=5: v, [1, 2])))
print(sorted([3, "a"], key=lambda v: 0))
sorted([3, 1, 2], key=lambda v: "x" if v == 2 else v)
