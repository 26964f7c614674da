class Logged:
    def __setattr__(self, name, value):
        print("set", name, value)
        super().__setattr__(name, value * 2)
l = Logged()
l.a = 1
print(l.a)
object.__setattr__(l, "b", 5)
print(l.b)

