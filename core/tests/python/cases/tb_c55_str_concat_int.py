count = 3
msg = "count: " + str(count)
print(msg)
msg = "count: " + count
