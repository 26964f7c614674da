from itertools import islice, count

s = "ABCDEFG"
print(list(islice(s, 2)))
print(list(islice(s, 2, 4)))
print(list(islice(s, 2, None)))
print(list(islice(s, 0, None, 2)))
print(list(islice(s, 1, 6, 3)))
print(list(islice(s, None)))
print(list(islice(s, None, 3)))
print(list(islice(s, 3, 1)))
print(list(islice(s, 0)))
print(list(islice(s, 100)))
print(list(islice(s, 5, 100, 10)))
print(list(islice(s, None, None, None)))
print(list(islice(count(), 3, 20, 4)))
# islice consumes only what it needs
it = iter(range(10))
print(list(islice(it, 0, 3, 2)), next(it))
it = iter(range(10))
print(list(islice(it, 4)), next(it))
it = iter(range(10))
print(list(islice(it, 2, 2)), next(it))
it = iter(range(10))
print(list(islice(it, 5, 3)), next(it))
sl = islice("abcdef", 1, None, 2)
print(next(sl), next(sl), list(sl), list(sl))
for args in [(-1,), ("x",), (1.5,), (-1, 3), (0, 3, 0), (0, 3, -1), (0, 3, 1.5), (1, -2)]:
    try:
        islice("abc", *args)
    except ValueError as e:
        print("ValueError:", e)
for args in [(), ("abc",), ("abc", 1, 2, 3, 4)]:
    try:
        islice(*args)
    except TypeError as e:
        print("TypeError:", e)
islice(42, 3)
