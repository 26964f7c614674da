# Two equal lists nested 10,000 deep compared.
# reference: cpython
# exit: 1
# error: RecursionError: maximum recursion depth exceeded in comparison
a = []
b = []
for i in range(10000):
    a = [a]
    b = [b]
print(a == b)
