def ratio(a, b, c):
    return (
        a * 2
        + b
    ) / (
        c - c
    )

ratio(1, 2, 3)
