# Changing a dict's or a set's size while iterating over it raises CPython's RuntimeError.
d = {1: 1, 2: 2, 3: 3}
try:
    for k in d:
        d[k + 10] = 0
except RuntimeError as e:
    print("RuntimeError:", e)
d = {1: 1, 2: 2, 3: 3}
try:
    for k in d:
        del d[k]
except RuntimeError as e:
    print("RuntimeError:", e)
s = {1, 2, 3}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    print("RuntimeError:", e)
s = {1, 2, 3}
try:
    for x in s:
        s.discard(x)
except RuntimeError as e:
    print("RuntimeError:", e)
# Changing values (not the size) is allowed, and iterating over a copy is the fix.
d = {1: 1, 2: 2}
for k in d:
    d[k] = k * 10
for k in list(d):
    del d[k]
print(d)
it = iter({1: 1})
d2 = {1: 1}
it = iter(d2)
d2[2] = 2
try:
    next(it)
except RuntimeError as e:
    print("RuntimeError:", e)
d = {"a": 1}
for k in d:
    d.pop(k)
