class A:
    def hi(self):
        return "A"
class B(A):
    def hi(self):
        return "B" + super().hi()
print(B().hi())
def loose():
    return super().hi()
loose()
