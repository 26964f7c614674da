import string
def names():
    return sorted(k for k in globals() if not k.startswith("__"))
x = 1
print(names())
import json
print("dumps" in vars(json))
