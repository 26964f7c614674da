def show(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)

class S:
    def __str__(self):
        return 1
    def __repr__(self):
        return None
    def __hash__(self):
        return "h"
    def __index__(self):
        return "i"
    def __len__(self):
        return 2.5
    def __int__(self):
        return "n"
    def __float__(self):
        return 1
    def __bool__(self):
        return None

class I:
    def __init__(self):
        return 5

show(lambda: str(S()))
show(lambda: repr(S()))
show(lambda: hash(S()))
show(lambda: [1, 2][S()])
show(lambda: len(S()))
show(lambda: int(S()))
show(lambda: float(S()))
show(lambda: bool(S()))
show(lambda: range(S()))
show(lambda: I())
print(f"{S()}")
