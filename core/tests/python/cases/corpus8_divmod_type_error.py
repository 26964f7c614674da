# divmod() of unsupported operands names divmod() in the TypeError, not //.
for a, b in [("a", 1), (1, "a"), (None, 2.0), ([], [])]:
    try:
        divmod(a, b)
    except TypeError as e:
        print(e)
