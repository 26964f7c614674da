class A:
    pass
A(1)
