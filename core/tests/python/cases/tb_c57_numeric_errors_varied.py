import math
def show(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)

show(lambda: 1 % 0)
show(lambda: divmod(5, 0))
show(lambda: 1.0 // 0)
show(lambda: 2.0 % 0)
show(lambda: 0 ** -1)
show(lambda: math.log(0))
show(lambda: math.factorial(-1))
show(lambda: pow(2, 1, 0))
show(lambda: float("1,5"))
show(lambda: chr(-1))
show(lambda: round("x"))
show(lambda: abs("x"))
show(lambda: -"x")
show(lambda: int(None))
show(lambda: 2 ** 0.5 ** "x")
print(math.sqrt(-1))
