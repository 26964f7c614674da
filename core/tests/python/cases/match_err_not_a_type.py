def f():
    return 1

try:
    match 3:
        case f():
            pass
except TypeError as e:
    print(e)

class H:
    t = (int, str)

try:
    match 3:
        case H.t():
            pass
except TypeError as e:
    print(e)

import math
match 3:
    case math.floor(x):
        pass
