class E:
    def __len__(self):
        return 0
class T:
    def __bool__(self):
        return True
print(bool(E()), bool(T()), "yes" if E() else "no", not T())
