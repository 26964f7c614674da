# A dict and a set changed while iterated.
# reference: cpython
# exit: 1
# error: RuntimeError: dictionary changed size during iteration
s = {1, 2, 3}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    print(e)
d = {1: 1}
for k in d:
    d[k + 1] = 1
