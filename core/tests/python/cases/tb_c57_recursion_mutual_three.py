def a(n):
    if n <= 0:
        return 1 / n
    return b(n - 1)

def b(n):
    return c(n)

def c(n):
    return a(n)

print(a(0.5))
a(6)
