nums = list(range(10))
print(nums[2:8:2], nums[::-3], nums[-3:], nums[:-7:-1], nums[100:], nums[-100:2], nums[5:2], nums[::])
a = nums[:]
a[2:5] = ["x"]; print(a)
a[1:1] = [7, 7]; print(a)
a[::2] = range(len(a[::2])); print(a)
try:
    a[::2] = [1]
except ValueError as e:
    print(type(e).__name__, e)
del a[::3]; print(a)
del a[-2:]; print(a)
try:
    nums[20]
except IndexError as e:
    print(type(e).__name__, e)
try:
    nums[1.5]
except TypeError as e:
    print(type(e).__name__, e)
class Idx:
    def __index__(self):
        return 3
print(nums[Idx()], nums[Idx():], [1, 2, 3, 4][slice(1, None)], slice(1, 10, 2).indices(5), "abcdef"[Idx()::-1])
b = [3, 1, 2]
print(b.index(2), b.count(5), b * 2, 2 * b, [[0] * 2] * 2, b.copy() is b)
b.insert(0, 9); b.insert(-1, 8); b.insert(100, 7); print(b)
print(b.pop(), b.pop(0), b)
try:
    [].pop()
except IndexError as e:
    print(type(e).__name__, e)
try:
    b.index(42)
except ValueError as e:
    print(type(e).__name__, e)
try:
    b.remove(42)
except ValueError as e:
    print(type(e).__name__, e)
b.extend("ab"); b.reverse(); print(b)
grid = [[0] * 3 for _ in range(3)]
grid[1][1] = 5
alias = [[0] * 3] * 3
alias[1][1] = 5
print(grid, alias)
t = (1, [2, 3])
try:
    t[1] += [4]
except TypeError as e:
    print(type(e).__name__, e)
print(t)
first, *middle, last = range(6)
print(first, middle, last)
(a1, b1), c1 = (1, 2), 3
print(a1, b1, c1)
try:
    x, y = [1, 2, 3]
except ValueError as e:
    print(type(e).__name__, e)
try:
    x, y, z = [1, 2]
except ValueError as e:
    print(type(e).__name__, e)
print([x * y for x, y in zip([1, 2, 3], [4, 5, 6])], list(map(lambda p: p[0] + p[1], zip("ab", "cd"))))
matrix = [[1, 2, 3], [4, 5, 6]]
print(list(zip(*matrix)), [list(r) for r in zip(*matrix)], [row[::-1] for row in matrix[::-1]])
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print(type(e).__name__, e)
print(sum([[1], [2, 3]], []), min([3, 1], default=0), any([]), all([]), list(reversed(range(1, 8, 3))), range(0, 10, 3)[-1], len(range(5, 0, -2)))
print(range(10)[2:8:3], 4 in range(0, 10, 2), range(3) == range(0, 3, 1), range(0, 5, 2).index(4), list(range(5, -5, -3)))
stack = []
for tok in "3 4 + 2 * 7 -".split():
    if tok.isdigit():
        stack.append(int(tok))
    else:
        r, l = stack.pop(), stack.pop()
        stack.append({"+": l + r, "-": l - r, "*": l * r}[tok])
print(stack)
