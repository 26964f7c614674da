def adder(n):
    return lambda x: x + n
print(adder(3)(4), [adder(i)(10) for i in range(3)])
