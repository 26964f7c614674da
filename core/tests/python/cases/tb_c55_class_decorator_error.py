def frozen(cls):
    for f in cls.fields:
        setattr(cls, f, None)
    return cls
@frozen
class A:
    fields = ["x"]
print(A.x)
@frozen
class B:
    pass
