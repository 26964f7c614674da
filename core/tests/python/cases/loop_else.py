for i in range(3):
    pass
else:
    print("for done")
for i in range(3):
    if i == 1:
        break
else:
    print("not printed")
n = 0
while n < 2:
    n += 1
else:
    print("while done", n)
