class R:
    __match_args__ = ["a"]

try:
    match R():
        case R(1):
            pass
except TypeError as e:
    print(e)

class S:
    __match_args__ = (1,)

try:
    match S():
        case S(1):
            pass
except TypeError as e:
    print(e)

class T:
    __match_args__ = ("a", "b")
    a = 1
    b = 2

try:
    match T():
        case T(x, a=y):
            pass
except TypeError as e:
    print(e)

# A missing attribute fails the match before the repeated name is seen.
class U:
    __match_args__ = ("a",)

match U():
    case U(x, a=y):
        print("no")
    case _:
        print("no match, no error")

class V:
    __match_args__ = "ab"

match V():
    case V(1):
        pass
