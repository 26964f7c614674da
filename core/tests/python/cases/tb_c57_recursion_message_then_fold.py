def fact(n):
    return n * fact(n - 1)

try:
    fact(5)
except RecursionError as e:
    print(type(e).__name__ + ":", e)
    print(isinstance(e, RuntimeError), len(e.args))

def fact2(n):
    if n == 0:
        return undefined_base
    return n * fact2(n - 1)

print(fact2(40))
