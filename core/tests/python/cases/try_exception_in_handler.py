try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("from handler")
except ValueError as e:
    print(e)
