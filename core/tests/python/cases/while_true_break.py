n = 0
while True:
    n += 1
    if n >= 5:
        break
print(n)
