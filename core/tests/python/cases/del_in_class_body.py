# `del name` in a class body removes it from the class namespace before the class is made.
class Config:
    debug = False
    _tmp = [1, 2, 3]
    total = sum(_tmp)
    del _tmp
    for _i in range(3):
        pass
    del _i

    def helper(x):
        return x * 2

    doubled = helper(21)
    del helper


print(Config.total, Config.doubled, hasattr(Config, "_tmp"), hasattr(Config, "_i"))
print(hasattr(Config, "helper"), sorted(k for k in vars(Config) if not k.startswith("__")))

x = "global"


class Shadow:
    x = "class"
    del x
    y = x


print(Shadow.y)
try:

    class Missing:
        del nothing_here

except NameError as e:
    print("NameError:", e)
try:

    class OnlyGlobal:
        del x

except NameError as e:
    print("NameError:", e)
print(x)
