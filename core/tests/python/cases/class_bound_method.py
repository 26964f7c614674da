class A:
    def __init__(self, v):
        self.v = v
    def get(self):
        return self.v
m = A(5).get
print(m(), A.get(A(6)))
