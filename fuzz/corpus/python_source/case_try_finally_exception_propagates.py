def f():
    try:
        raise ValueError("inner")
    finally:
        print("finally runs")
try:
    f()
except ValueError as e:
    print("caught", e)
