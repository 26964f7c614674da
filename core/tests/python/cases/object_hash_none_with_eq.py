class B:
    def __eq__(self, o):
        return True
print(B.__hash__, B().__hash__)
class C:
    pass
print(C.__hash__ is not None, C().__hash__() == hash(C()) or True)
