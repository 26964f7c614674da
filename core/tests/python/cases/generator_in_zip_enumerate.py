def squares(n):
    for i in range(n):
        yield i * i
print(list(enumerate(squares(3))), list(zip(squares(3), "abc")), dict(enumerate(squares(2))))
