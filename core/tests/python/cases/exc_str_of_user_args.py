# str()/repr() of a built-in exception whose arguments are instances with their own text.
class A:
    def __repr__(self):
        return "A!"


class B:
    def __str__(self):
        return "B-str"

    def __repr__(self):
        return "B-repr"


print(str(LookupError(A())), str(KeyError(A())), repr(ValueError(A(), 2)))
print(str(ValueError(B())), repr(ValueError(B())), str(KeyError(B())), str(ValueError(B(), B())))
print(f"{ValueError(B())}", "%s" % ValueError(B()), [ValueError(A())])


class MyErr(Exception):
    pass


print(repr(MyErr("m", A())), str(MyErr(A())), str(MyErr()))
