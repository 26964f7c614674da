class C:
    count = 0
    def __init__(self):
        C.count += 1
        self.id = C.count
a = C()
b = C()
print(a.id, b.id, C.count, a.count)
a.count = 99
print(a.count, C.count, b.count)
