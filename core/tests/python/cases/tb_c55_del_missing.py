x = 1
del x
try:
    print(x)
except NameError as e:
    print("gone:", e)
del y
