class Stack(list):
    def push(self, x):
        self.append(x)

    def peek(self):
        return self[-1]

    def __repr__(self):
        return "Stack(" + super().__repr__() + ")"


s = Stack([1, 2])
s.push(3)
print(s, len(s), s.peek(), s[0], s[1:], type(s[1:]).__name__, isinstance(s, list), isinstance(s, Stack))
print(list(s), sorted(s, reverse=True), sum(s), 2 in s, 5 not in s, [x * 2 for x in s], bool(Stack()))
s.extend([4, 5])
s += [6]
print(s, type(s).__name__, s.pop(), s.index(2), s.count(1))
s[0] = 10
del s[1]
print(s, s == [10, 3, 4, 5], s + [7], type(s + [7]).__name__, [0] + s, s * 2)
s.sort(reverse=True)
print(s, list(reversed(s)), str(s), f"{s}", "%s" % (s,))
print(issubclass(Stack, list), Stack.__mro__, Stack.__bases__)


class Plain(list):
    pass


p = Plain("abc")
p.attr = 5
print(p, p.attr, len(p), p.__class__.__name__, max(p), ",".join(p))
try:
    hash(p)
except TypeError as e:
    print("TypeError:", e)


class Recorder(list):
    def __init__(self, name, items=()):
        super().__init__(items)
        self.name = name

    def append(self, x):
        print("append", x)
        super().append(x)


r = Recorder("r", [1])
r.append(2)
print(r.name, r)
