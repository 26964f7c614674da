# Printing a dict nested 5,000 deep.
# reference: cpython
# exit: 1
# error: RecursionError: maximum recursion depth exceeded while getting the repr of an object
d = {}
for i in range(5000):
    d = {'k': d}
print(d)
