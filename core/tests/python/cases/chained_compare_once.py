def f():
    print("called")
    return 5
print(1 < f() < 10)
