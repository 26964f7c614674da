a = {1, 2, 3}
b = {2, 3, 4}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b))
print(a <= {1, 2, 3, 4}, a < a, {1} < a, a == {3, 2, 1})
