data = ["12", "7", "", "30"]
print([n for s in data if (n := len(s)) > 1])
print([v for s in data if (v := int(s)) > 10])
