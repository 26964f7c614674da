# Slicing a range gives a range of the selected positions.
r = range(10)
print(r[2:5], r[::2], r[::-1], r[-3:], r[5:2], list(range(0, 20, 3)[1:5]), range(5, 0, -2)[1:], r[1:8:3], len(r[::3]), r[100:], list(r[::-3]))
print(list(range(10)[2:5]) == [2, 3, 4], range(1, 10, 2)[::-1], range(0)[:])
