import itertools as it
import operator

print(list(it.accumulate([1, 2, 3, 4, 5])), list(it.accumulate([3, 1, 4, 1, 5], max)))
print(list(it.accumulate([1, 2, 3], operator.mul, initial=10)))
print(list(it.chain("ab", [1, 2], (3,))), list(it.chain.from_iterable(["xy", "z"])))
print(list(it.combinations("abcd", 2)), len(list(it.combinations(range(10), 4))))
print(list(it.combinations_with_replacement("ab", 3)))
print(list(it.permutations([1, 2, 3])), list(it.permutations("abc", 2))[:3])
print(list(it.product("ab", repeat=2)), list(it.product([1, 2], "xy")))
print(list(it.compress("abcdef", [1, 0, 1, 0, 1, 1])), list(it.filterfalse(lambda x: x % 3, range(10))))
print(list(it.islice(it.count(10, 5), 4)), list(it.islice(it.cycle("ab"), 5)), list(it.repeat("z", 3)))
print(list(it.starmap(pow, [(2, 5), (3, 2)])), list(it.zip_longest("abc", [1], fillvalue="-")))
print(list(it.pairwise("abcd")), [list(g) for g in (it.tee(range(3), 2))])
print(list(it.islice("abcdefg", 1, None, 2)), list(it.islice(range(100), 95, 200)))

data = sorted(["apple", "avocado", "banana", "blueberry", "cherry", "cranberry", "date"])
for letter, group in it.groupby(data, key=lambda w: w[0]):
    print(letter, list(group))
runs = [(k, len(list(g))) for k, g in it.groupby("aaabccddddde")]
print(runs, "".join(f"{k}{n}" for k, n in runs))

# subset sum via combinations
nums = [3, 34, 4, 12, 5, 2]
hits = [c for r in range(1, len(nums) + 1) for c in it.combinations(nums, r) if sum(c) == 9]
print(hits)
# magic squares from permutations
count = 0
for p in it.permutations(range(1, 10)):
    rows = [p[0:3], p[3:6], p[6:9]]
    if all(sum(r) == 15 for r in rows) and all(sum(c) == 15 for c in zip(*rows)) \
            and p[0] + p[4] + p[8] == 15 and p[2] + p[4] + p[6] == 15:
        count += 1
        if count == 1:
            print(rows)
print("magic squares:", count)
# round robin
def roundrobin(*iterables):
    nexts = it.cycle(iter(x).__next__ for x in iterables)
    pending = len(iterables)
    while pending:
        try:
            for n in nexts:
                yield n()
        except StopIteration:
            pending -= 1
            nexts = it.cycle(it.islice(nexts, pending))
print(list(roundrobin("ABC", "D", "EF")))
def batched(iterable, n):
    itr = iter(iterable)
    while batch := tuple(it.islice(itr, n)):
        yield batch
print(list(batched(range(8), 3)))
c = it.count()
print(next(c), next(c), repr(c), repr(it.repeat(1, 2)))
print(list(zip(it.count(1), "abc")), dict(zip("abc", it.count())))
print(sum(1 for _ in it.product(range(3), repeat=4)), list(it.takewhile(str.isdigit, "123abc456")))
try:
    it.islice(range(5), -1)
except ValueError as e:
    print("ValueError:", e)
try:
    list(it.permutations([1, 2], -1))
except ValueError as e:
    print("ValueError:", e)
