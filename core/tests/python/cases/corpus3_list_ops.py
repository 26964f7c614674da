nums = list(range(10))
nums[2:5] = ["a", "b"]
print(nums, len(nums))
nums[::3] = [0, 0, 0]
print(nums)
try:
    nums[::2] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
del nums[1::2]
print(nums)
del nums[:]
print(nums)
lst = [3, 1, 4, 1, 5, 9, 2, 6]
lst.insert(-1, 99); lst.insert(100, "end"); lst.insert(-100, "start")
print(lst, lst.index(1), lst.index(1, 3), lst.count(1))
try:
    lst.remove(42)
except ValueError as e:
    print("ValueError:", e)
try:
    lst.index(42)
except ValueError as e:
    print("ValueError:", e)
c = lst.copy(); c.clear()
print(c, lst[-2:], lst[100:], lst[-100:2], lst[::-3], lst[5:1:-1])
a = [[0] * 3] * 2
a[0][0] = 1
b = [[0] * 3 for _ in range(2)]
b[0][0] = 1
print(a, b, [1, 2] * 0, [] * 5, [None] * 3)
stack = []
for tok in "3 4 + 2 * 7 -".split():
    if tok.isdigit():
        stack.append(int(tok))
    else:
        r, l = stack.pop(), stack.pop()
        stack.append({"+": l + r, "-": l - r, "*": l * r}[tok])
print("rpn:", stack)
x = [1, 2, 3]
y = x
x += [4]
print(y, x is y)
x = x + [5]
print(y, x is y)
words = "the cat sat on the mat".split()
print(sorted(set(words), key=words.index), list(dict.fromkeys(words)), words[::-1], words.pop(2), words)
m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[::-1] for row in zip(*m)], [m[i][i] for i in range(3)], sum(m, []), [x for row in m for x in row if x % 2])
print(list(enumerate("ab", 5)), [i for i, v in enumerate([0, 3, 0, 4]) if v], any(x > 8 for x in sum(m, [])))
e = [5, 3, 8]
e.extend(x for x in range(2)); e.extend("hi"); e.append([1])
print(e, e[-1], len(e), [3, 1] < [3, 2], [1, 2] == [1, 2.0], [1, [2]] < [1, [3]], max([[1, 2], [1, 3], [0, 9]]))
try:
    [1, "a"].sort()
except TypeError as e2:
    print("TypeError:", e2)
r = list(reversed(range(5)))
r.reverse()
print(r, r.sort(reverse=True), r, list(range(10, 0, -3)), list(range(-5)), range(0, 10, 3)[-1], range(5)[1:3])
