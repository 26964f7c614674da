from functools import reduce
import operator

print(reduce(operator.add, [1, 2, 3, 4, 5]))
print(reduce(lambda a, b: a * b, range(1, 11)))
print(reduce(operator.add, [], 0), reduce(operator.add, [7]), reduce(operator.add, [7], 100))
print(reduce(lambda acc, ch: ch + acc, "hello", ""))
print(reduce(max, [3, 9, 2, 7]))
print(reduce(lambda d, kv: {**d, kv[0]: kv[1]}, [("a", 1), ("b", 2)], {}))
print(reduce(lambda a, b: a + [b * 2], iter([1, 2, 3]), []))
print(reduce(operator.or_, [{1}, {2, 3}, {3, 4}]))
calls = []
def f(a, b):
    calls.append((a, b))
    return a + b
reduce(f, [1, 2, 3, 4])
print(calls)
for args in [(operator.add, []), (operator.add, 5), (operator.add,), ()]:
    try:
        reduce(*args)
    except TypeError as e:
        print("TypeError:", e)
reduce(operator.truediv, [1, 0])
