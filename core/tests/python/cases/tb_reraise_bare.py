def f():
    try:
        {}["k"]
    except KeyError:
        print("seen")
        raise
f()
