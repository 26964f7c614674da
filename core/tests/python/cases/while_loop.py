i = 0
total = 0
while i < 10:
    i += 1
    if i % 2:
        continue
    total += i
print(total)
