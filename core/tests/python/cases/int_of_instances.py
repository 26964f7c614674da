# int() of an instance: __int__, else __index__, else __trunc__, each checked to give an int.
class WithInt:
    def __int__(self):
        return 3


class WithIndex:
    def __index__(self):
        return 5


class WithTrunc:
    def __trunc__(self):
        return 9


class Both:
    def __int__(self):
        return 1

    def __index__(self):
        return 2


class Bad:
    def __int__(self):
        return 1.5


class Nothing:
    pass


print(int(WithInt()), int(WithIndex()), int(WithTrunc()), int(Both()), int(True), int(-2.7))
for x in (Bad(), Nothing()):
    try:
        int(x)
    except TypeError as e:
        print("TypeError:", e)
