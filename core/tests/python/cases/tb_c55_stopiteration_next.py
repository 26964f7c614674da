it = iter([1, 2])
print(next(it), next(it))
print(next(it, "done"))
def first(xs):
    return next(iter(xs))
print(first([9]))
print(first([]))
