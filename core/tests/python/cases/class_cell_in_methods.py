class A:
    def m(self):
        return __class__.__name__
    @classmethod
    def c(cls):
        return __class__, cls
    @staticmethod
    def s():
        return __class__.__name__
class B(A):
    def m(self):
        return __class__.__name__ + "/" + super().m()
print(A().m(), B().m(), B.c(), A.s(), B.s())
def free():
    return __class__
try:
    free()
except NameError as e:
    print("NameError", e)
