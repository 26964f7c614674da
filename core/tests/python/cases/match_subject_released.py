# After a match the subject and the values its patterns looked at are let go, as CPython's stack
# lets them go: finalizers run at the same points.
class D:
    def __init__(self, n):
        self.n = n
    def __del__(self):
        print("del", self.n)

match D(1):
    case D(n=1):
        print("matched 1")
print("after 1")

match [D(2), D(3)]:
    case [x, D(n=3)]:
        print("captured", x.n)
print("after 2")
del x
print("after del x")

def f():
    match {"k": D(4)}:
        case {"k": D(n=5)}:
            print("no")
        case {"k": v}:
            print("v", v.n)
    print("end of f")
f()
print("after f")
