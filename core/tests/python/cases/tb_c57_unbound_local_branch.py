def describe(n):
    if n > 0:
        label = "positive"
    elif n < 0:
        label = "negative"
    return label

print(describe(3))
print(describe(0))
