items = [("apple", 1.5), ("pear", "2")]
for name, price in items:
    print(f"{name:>8}: {price:6.2f}")
