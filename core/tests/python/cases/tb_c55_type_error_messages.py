nothing = None
five = 5
for action in [lambda: "a" * "b", lambda: [1] + (2,), lambda: -"a", lambda: nothing[0],
               lambda: five(), lambda: len(5), lambda: iter(5), lambda: int(None),
               lambda: next([1]), lambda: {}.get(), lambda: abs("x"), lambda: ~1.5]:
    try:
        action()
    except TypeError as e:
        print(e)
x = {"a": 1} | [1]
