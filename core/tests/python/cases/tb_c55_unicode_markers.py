label = "größe"
print(label.upper())
price = {"größe": 3}["größe"] + "€"
