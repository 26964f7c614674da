s = {3, 1, 2}
s.add(2)
s.add(4)
print(len(s), 1 in s, 9 in s, sorted(s))
