def make(k):
    class K:
        def val(self):
            return k
    return K
print(make(7)().val())
