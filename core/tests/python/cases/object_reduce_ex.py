class C:
    pass
c = C()
c.a = 1
r = c.__reduce_ex__(2)
print(r[1], r[2], r[3:])
