def f():
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise e from e
f()
