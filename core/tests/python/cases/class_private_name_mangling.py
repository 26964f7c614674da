class Account:
    __count = 0
    def __init__(self, owner):
        self.__owner = owner
        Account.__count += 1
        self.__id = Account.__count
    def __secret(self):
        return f"{self.__owner}#{self.__id}"
    def show(self):
        return self.__secret()
    @classmethod
    def count(cls):
        return cls.__count
class Savings(Account):
    def __init__(self, owner):
        super().__init__(owner)
        self.__owner = "shadow"
    def both(self):
        return self.__owner, self._Account__owner
a = Account("ann")
s = Savings("bob")
print(a.show(), s.show(), Account.count(), s.both())
print(sorted(k for k in vars(s)))
print(a._Account__owner, hasattr(a, "__owner"), "_Account__secret" in Account.__dict__, Account._Account__count)
class _Under:
    def __init__(self): self.__v = 1
print(list(vars(_Under())))
class ___:
    def __init__(self): self.__v = 2
print(list(vars(___())))
class Outer:
    class Inner:
        def __init__(self): self.__x = 3
    def __init__(self): self.__x = 4
print(list(vars(Outer.Inner())), list(vars(Outer())))
def outside(o):
    return o.__dict__
print(sorted(outside(a)))
try:
    a.__owner
except AttributeError as e:
    print(e)
