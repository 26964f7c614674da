for s in ["1", "a", "2"]:
    try:
        print(int(s))
    except ValueError:
        print("skip", s)
total = sum([1, "2"])
