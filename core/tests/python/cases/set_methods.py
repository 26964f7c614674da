s = {1, 2}
s.update([3, 4])
s.discard(9)
s.remove(1)
print(sorted(s), sorted(s.union({9})), sorted(s.intersection([2, 3])), sorted(s.difference([2])))
print({1, 2}.issubset({1, 2, 3}), set(), set("aab") == {"a", "b"})
