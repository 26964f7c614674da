def t():
    print("t")
    return True
def f():
    print("f")
    return False
print(f() and t())
print(t() or f())
