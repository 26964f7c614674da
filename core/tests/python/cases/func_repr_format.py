def foo():
    pass
print(repr(foo).startswith("<function foo at 0x"), foo.__name__)
