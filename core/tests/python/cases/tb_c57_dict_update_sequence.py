def merge(base, extra):
    result = dict(base)
    result.update(extra)
    return result

print(merge({"a": 1}, [("b", 2)]))
print(merge({"a": 1}, ["bc", "d"]))
