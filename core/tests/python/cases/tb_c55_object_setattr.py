o = object()
try:
    o.x = 1
except AttributeError as e:
    print(e)
n = 5
n.real = 3
