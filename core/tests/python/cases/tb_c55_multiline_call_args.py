def combine(a, b, c):
    return a + b + c

print(combine(1, 2, 3))
value = combine(
    1,
    int("2"),
    int("three"),
)
