def total(prices, tax):
    return sum(prices) * tax + " EUR"

print(total([1, 2], 2))
