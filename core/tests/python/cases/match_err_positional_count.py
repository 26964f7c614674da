class P:
    pass

try:
    match P():
        case P(1):
            pass
except TypeError as e:
    print(e)

class Q:
    __match_args__ = ("a",)
    a = 1

try:
    match Q():
        case Q(1, 2):
            pass
except TypeError as e:
    print(e)

try:
    match 3:
        case int(1, 2):
            pass
except TypeError as e:
    print(e)

match P():
    case P(x, y):
        pass
