class C:
    pass
c = C()
print(object.__lt__(c, c), c.__le__(c), C.__gt__(c, 1), c.__ge__(c))
print(object.__eq__(c, c), object.__eq__(c, 1), object.__ne__(c, 3))
