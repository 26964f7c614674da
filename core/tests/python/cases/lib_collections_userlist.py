import copy
from collections import UserList
from collections.abc import MutableSequence

l = UserList([3, 1, 2])
print(l, len(l), l[0], l[-1], l[1:], type(l[1:]).__name__)
l.append(4)
l.extend([5, 6])
l.extend(UserList([7]))
l.insert(0, 0)
print(l, l.pop(), l.pop(0), l)
l.remove(4)
l.sort()
print(l, l.index(3), l.count(1), 2 in l, 9 in l)
l.reverse()
print(l)
l.sort(key=lambda x: -x, reverse=True)
print(l)
print(l + [10], [10] + l, l + UserList([11]), l + (12,), type([10] + l).__name__)
print(l * 2, 2 * l)
m = UserList(l)
m += [1]
m += (2,)
m *= 2
print(m, m == l, m != l, l < m, l <= l, UserList([1]) > [0], UserList([1]) >= UserList([2]))
l[0] = 100
l[1:3] = [7, 8, 9]
del l[-1]
print(l, isinstance(l, MutableSequence), isinstance(l, list))
c = l.copy()
c.append("x")
print(l, c, type(c).__name__)
s = copy.copy(l)
s.append("y")
print(l, s)
print(list(reversed(l)), sorted(l), sum(l), max(l))
print(UserList(), UserList("abc"), UserList(range(3)))
l.clear()
print(l, bool(l))


class Stack(UserList):
    def push(self, x):
        self.append(x)


st = Stack([1])
st.push(2)
print(st, type(st[:1]).__name__, type(st + [3]).__name__, type(st.copy()).__name__)
try:
    hash(st)
except TypeError as e:
    print("TypeError:", e)
try:
    UserList([1]).index(5)
except ValueError as e:
    print("ValueError:", e)
UserList().pop()
