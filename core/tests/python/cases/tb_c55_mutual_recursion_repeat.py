def even(n):
    if n == 0:
        return [][0]
    return odd(n - 1)

def odd(n):
    return even(n - 1)

even(10)
