def countdown(n):
    if n == 0:
        return {}["done"]
    return countdown(n - 1)

print("start")
countdown(8)
