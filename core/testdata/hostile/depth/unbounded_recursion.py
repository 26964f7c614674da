# A function that calls itself without end.
# reference: cpython
# exit: 1
# error: RecursionError: maximum recursion depth exceeded
def f(n):
    return f(n + 1)

print('start')
f(0)
