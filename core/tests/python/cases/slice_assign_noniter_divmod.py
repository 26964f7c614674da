a=[1,2]
try:
    a[0:1] = 5
except TypeError as e: print(e)
try:
    divmod("a", 1)
except TypeError as e: print(e)
try:
    divmod(1, "a")
except TypeError as e: print(e)
try:
    a[::2] = 5
except TypeError as e: print(e)
