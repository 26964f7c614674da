first, *rest = [1, 2, 3]
*init, last = "abcd"
a, *mid, b = (1, 2)
print(first, rest, init, last, a, mid, b)
