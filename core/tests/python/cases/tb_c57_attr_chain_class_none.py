class A:
    b = None
A.b.c.d
