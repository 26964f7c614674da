class Bad:
    def __getattribute__(self, name):
        raise ValueError("not attribute error: " + name)

    def __getattr__(self, name):
        return "never"


b = Bad()
try:
    b.x
except ValueError as e:
    print(e)
print(object.__getattribute__(b, "__class__").__name__)
try:
    object.__getattribute__(b, "nothing")
except AttributeError as e:
    print(e)
b.y
