xs = [1, 2, 3]
xs.remove(2)
print(xs)
try:
    xs.remove(9)
except ValueError as e:
    print(e)
s = {1, 2}
s.discard(5)
s.remove(5)
