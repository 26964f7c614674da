from itertools import permutations, combinations, combinations_with_replacement

print(list(permutations("ABC")))
print(list(permutations(range(4), 2)))
print(list(permutations("AB", 3)))
print(list(permutations("", 0)), list(permutations([])), list(permutations("abc", 0)))
print(len(list(permutations(range(6)))), len(list(permutations(range(7), 3))))
print(list(combinations("ABCD", 2)))
print(list(combinations(range(5), 3)))
print(list(combinations("abc", 0)), list(combinations("abc", 4)), list(combinations("", 0)))
print(list(combinations([3, 1, 2], 2)))
print(list(combinations_with_replacement("ABC", 2)))
print(list(combinations_with_replacement(range(3), 3)))
print(list(combinations_with_replacement("", 0)), list(combinations_with_replacement("", 2)))
print(list(combinations_with_replacement("ab", 0)))
print(len(list(combinations_with_replacement(range(5), 4))))
print(sum(1 for _ in combinations(range(12), 6)))
p = permutations([1, 2, 3], 2)
print(next(p), next(p), list(p))
# pools are taken eagerly
src = [1, 2, 3]
c = combinations(src, 2)
src.append(4)
print(list(c))
for f, args in [(permutations, ("abc", -1)), (combinations, ("abc", -1)),
                (combinations_with_replacement, ("ab", -2))]:
    try:
        f(*args)
    except ValueError as e:
        print("ValueError:", e)
try:
    permutations("abc", "x")
except TypeError as e:
    print("TypeError:", e)
combinations("abc", 1.5)
