for action in ["a, *b = 1", "x, y = {'a': 1}", "x, = []", "(a, b), c = [1, 2], 3"]:
    try:
        exec(action)
        print("ok", action)
    except (TypeError, ValueError) as e:
        print(e)
def pair():
    return 1, 2, 3
first, second = pair()
