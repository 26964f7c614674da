def f(v):
    try:
        r = 10 / v
    except ZeroDivisionError:
        print("div0")
        return None
    else:
        print("ok", r)
        return r
    finally:
        print("finally", v)
print(f(2), f(0))
