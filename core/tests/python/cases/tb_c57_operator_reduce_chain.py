import operator
from functools import reduce

def combine(values, op):
    return reduce(op, values)

print(combine([1, 2, 3], operator.mul))
print(sorted([("b", 2), ("a", 1)], key=operator.itemgetter(1)))
combine([1, "2", 3], operator.add)
