def f():
    try:
        try:
            raise ValueError("a")
        except ValueError as e:
            raise KeyError("b")
    except KeyError:
        pass
    try:
        print(e)
    except NameError as err:
        print("NameError", err)
    except UnboundLocalError as err:
        print("Unbound", err)
f()
try:
    try:
        raise ValueError("a")
    except ValueError as e2:
        raise KeyError("b")
except KeyError:
    pass
print("e2" in dir())


def loop():
    seen = []
    for i in range(3):
        try:
            raise ValueError(i)
        except ValueError as err:
            seen.append(str(err))
            if i == 1:
                continue
            if i == 2:
                return seen, err
    return None


print(loop())


def nested():
    try:
        try:
            raise KeyError("inner")
        except KeyError as a:
            try:
                raise IndexError("deeper")
            except IndexError as b:
                raise TypeError("out") from b
    except TypeError as t:
        print(repr(t), repr(t.__cause__), repr(t.__context__), repr(t.__context__.__context__))
    print("a" in locals(), "b" in locals(), "t" in locals())


nested()
