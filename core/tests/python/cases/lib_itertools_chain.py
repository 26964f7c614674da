from itertools import chain, starmap, pairwise, zip_longest, compress

print(list(chain("abc", [1, 2], (), range(3))))
print(list(chain()))
print(list(chain.from_iterable(["ab", "cd", ""])))
print(list(chain.from_iterable([[1], [2, [3]]])))
def gen():
    yield "x"
    yield "yz"
print(list(chain.from_iterable(gen())))
ch = chain([1, 2], [3])
print(next(ch), list(ch))
lazy = chain([1], 5)
print(next(lazy))
try:
    next(lazy)
except TypeError as e:
    print("TypeError:", e)
print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])))
print(list(starmap(lambda *a: sum(a), [(), (1,), (1, 2, 3)])))
print(list(starmap(divmod, zip(range(10, 14), [3, 3, 4, 4]))))
print(list(pairwise("ABCDE")))
print(list(pairwise("A")), list(pairwise("")))
print(list(pairwise(range(4))))
print(list(zip_longest("ABCD", "xy", fillvalue="-")))
print(list(zip_longest("ab", [1, 2, 3], [True])))
print(list(zip_longest()))
print(list(zip_longest("abc")))
print(list(zip_longest([], [], fillvalue=0)))
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(compress(range(10), [0, 1] * 3)))
print(list(compress("abc", [True, "", [0]])))
try:
    zip_longest("a", fill=1)
except TypeError as e:
    print("TypeError:", e)
chain.from_iterable(3)
