def averager():
    total = count = 0
    while True:
        value = yield (total / count if count else None)
        total += value
        count += 1

avg = averager()
next(avg)
print(avg.send(10), avg.send(20))
avg.send("thirty")
