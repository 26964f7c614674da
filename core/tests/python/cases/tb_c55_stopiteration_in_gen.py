def firsts(iters):
    for it in iters:
        yield next(it)

print(list(firsts([iter([1]), iter([2])])))
print(list(firsts([iter([1]), iter([])])))
