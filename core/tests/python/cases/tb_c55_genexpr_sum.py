def mean(xs):
    return sum(x for x in xs) / len(xs)

print(mean([1, 2, 3]))
data = [[1, 2], [3, 4], []]
print([mean(d) for d in data])
