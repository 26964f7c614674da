def a(fn):
    print("apply a")
    return lambda: "a(" + fn() + ")"
def b(fn):
    print("apply b")
    return lambda: "b(" + fn() + ")"
@a
@b
def f():
    return "f"
print(f())
