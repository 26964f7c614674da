def describe(item):
    return f"{item['name']} costs {item['price']:.2f}"

print(describe({"name": "pen", "price": 1.5}))
print(describe({"name": "ink", "price": "2"}))
