class D(dict):
    pass
class M(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return D()
class C(metaclass=M):
    y = 5
    print(sorted(locals()))
