for v in ["1", "x", None]:
    try:
        print(int(v))
    except ValueError:
        print("value")
    except TypeError as e:
        print("type:", e)
