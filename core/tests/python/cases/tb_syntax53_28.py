class A(:
    pass
