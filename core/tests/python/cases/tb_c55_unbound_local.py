counter = 0
def bump():
    counter += 1
    return counter
print(counter)
bump()
