def check(xs):
    assert all(
        x > 0 for x in xs
    ), "all values must be positive: " + ", ".join(
        str(x) for x in xs
    )
check([1, 2])
print("ok")
check([1, -2])
