class Obj:
    def __str__(self):
        return "from Obj.__str__"


class MyError(Exception):
    pass


def f():
    raise MyError(Obj())


f()
