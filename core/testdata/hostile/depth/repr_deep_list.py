# The repr of a list nested 10,000 deep, caught.
# reference: cpython
# exit: 0
x = []
for i in range(10000):
    x = [x]
try:
    repr(x)
except RecursionError as e:
    print(type(e).__name__, e)
print(len(repr([[[1]]])))
