import functools

@functools.lru_cache(maxsize=None)
def cost(items):
    return sum(items)

print(cost((1, 2)))
print(cost.cache_info())
cost([1, 2])
