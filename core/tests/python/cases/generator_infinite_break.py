def naturals():
    n = 0
    while True:
        yield n
        n += 1
for x in naturals():
    if x > 4:
        break
    print(x, end=" ")
print()
