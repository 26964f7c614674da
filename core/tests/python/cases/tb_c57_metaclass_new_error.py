class Meta(type):
    def __new__(mcs, name, bases, ns):
        if "run" not in ns:
            raise TypeError(f"class {name} must define run()")
        return super().__new__(mcs, name, bases, ns)

class Good(metaclass=Meta):
    def run(self):
        return 1

print(Good().run())
class Bad(metaclass=Meta):
    pass
