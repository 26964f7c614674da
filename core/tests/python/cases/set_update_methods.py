s = {1, 2, 3, 4}
alias = s
print(s.intersection_update({2, 3, 9}), s, alias is s)
s = {1, 2, 3, 4}
print(s.difference_update([1, 4, 7]), s)
s = {1, 2, 3}
print(s.symmetric_difference_update({3, 4}), sorted(s))
s = {"a", "b"}
s.intersection_update("abc")
print(sorted(s))
s.difference_update(set())
print(sorted(s))
try:
    s.difference_update(5)
except TypeError as e:
    print("TypeError", e)
