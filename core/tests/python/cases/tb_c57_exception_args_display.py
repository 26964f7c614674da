class AppError(Exception):
    pass

class Outer:
    class InnerError(Exception):
        def __str__(self):
            return "inner: " + ", ".join(map(str, self.args))

def show(e):
    try:
        raise e
    except Exception as x:
        import traceback
        print(traceback.format_exception_only(type(x), x)[-1], end="")

show(ValueError("a", 1))
show(AppError())
show(Outer.InnerError(1, 2))
show(KeyError("k", "j"))
raise Outer.InnerError("x", 3)
