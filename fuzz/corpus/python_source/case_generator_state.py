def running_mean():
    total = 0
    n = 0
    for x in [2, 4, 6]:
        total += x
        n += 1
        yield total / n
print(list(running_mean()))
