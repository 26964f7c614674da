# An int subclass defining __index__: CPython indexes sequences by its int value.
class Weird(int):
    def __index__(self):
        return 0
i = Weird(3)
print([10, 20, 30, 40][i], "abcd"[i], (1, 2, 3, 4)[i], range(10, 20)[i], b"wxyz"[i])
print(hex(i), bin(i), "%x" % i, [0, 1, 2, 3, 4][i:], "abcdef"[:i])
