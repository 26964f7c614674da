def f():
    pass
print(f())
