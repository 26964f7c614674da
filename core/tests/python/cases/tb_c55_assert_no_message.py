def positive(n):
    assert n > 0
    return n

print(positive(3))
print(positive(-1))
