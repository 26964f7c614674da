try:
    try:
        raise ValueError("first")
    except ValueError:
        print("handled first")
    finally:
        print("cleanup")
finally:
    x = 1
raise RuntimeError("then this")
