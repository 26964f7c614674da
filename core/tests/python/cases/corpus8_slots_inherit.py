# __slots__ across inheritance: no __dict__ until a subclass without slots.
class S1:
    __slots__ = ("a",)


class S2(S1):
    __slots__ = ("b",)


class S3(S2):
    pass


s = S2()
s.a = 1
s.b = 2
print(s.a, s.b, hasattr(s, "__dict__"), S2.__slots__)
try:
    s.c = 3
except AttributeError as e:
    print("AE", e)
s3 = S3()
s3.c = 3
print(s3.c, s3.__dict__)
try:
    print(S1().a)
except AttributeError as e:
    print("AE", e)
del s.a
try:
    s.a
except AttributeError as e:
    print("AE", e)

