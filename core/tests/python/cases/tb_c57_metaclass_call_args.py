class Meta(type):
    def __call__(cls, *args):
        if len(args) != 2:
            raise TypeError(f"{cls.__name__} needs exactly 2 arguments")
        return super().__call__(*args)
class Pair(metaclass=Meta):
    def __init__(self, a, b):
        self.a, self.b = a, b
print(Pair(1, 2).b)
Pair(1)
