def work():
    try:
        return [1][3]
    finally:
        print("closing")
        raise OSError("close failed")
work()
