x = 0
print(f"value: {10 / x}")
