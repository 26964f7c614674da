import operator
from operator import add, sub, mul, truediv, floordiv, mod, pow, neg, pos, abs

print(add(2, 3), sub(2, 3), mul(4, 5), truediv(7, 2), floordiv(7, 2), mod(-7, 3), pow(2, 10))
print(neg(5), pos(-5), abs(-3.5), operator.inv(5), operator.invert(0))
print(operator.and_(12, 10), operator.or_(12, 10), operator.xor(12, 10))
print(operator.lshift(1, 5), operator.rshift(256, 3))
print(operator.lt(1, 2), operator.le(2, 2), operator.eq(1, 1.0), operator.ne("a", "a"),
      operator.ge(3, 4), operator.gt("b", "a"))
print(operator.not_([]), operator.truth([0]), operator.truth(0))
x = [1]
print(operator.is_(x, x), operator.is_not(x, [1]), operator.is_(None, None))
print(add("ab", "cd"), mul("ab", 3), add([1], [2]))
print(operator.concat("ab", "cd"), operator.concat([1], [2]), operator.concat((1,), (2,)))
print(operator.contains([1, 2, 3], 2), operator.contains("abc", "d"))
print(operator.countOf([1, 2, 1, 1, 3], 1), operator.indexOf("hello", "l"))
d = {"a": 1}
operator.setitem(d, "b", 2)
print(operator.getitem(d, "b"), d)
operator.delitem(d, "a")
print(d)
lst = list(range(10))
print(operator.getitem(lst, slice(2, 8, 2)))
operator.setitem(lst, 0, "x")
operator.delitem(lst, slice(-2, None))
print(lst)
print(operator.index(7), operator.index(True))
class Hint:
    def __length_hint__(self):
        return 12
print(operator.length_hint([1, 2, 3]), operator.length_hint(Hint(), 5), operator.length_hint(7, 4))
print(operator.call(max, 3, 9, 4), operator.call(sorted, [3, 1], reverse=True))
print(operator.__add__(1, 2), operator.__getitem__("xyz", 1), operator.__not__(1))
from functools import reduce
print(reduce(operator.mul, range(1, 8)), reduce(operator.add, ["a", "b", "c"]))
print(list(map(operator.neg, [1, -2, 3])), sorted([3, 1, 2], key=operator.neg))
for f, args in [(operator.indexOf, ([1, 2], 3)), (operator.concat, (1, 2)), (operator.index, (2.5,))]:
    try:
        f(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
operator.truediv(1, 0)
