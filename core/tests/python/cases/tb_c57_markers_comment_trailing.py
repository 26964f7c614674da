prices = {"apple": 1.5}
total = prices["apple"] * 2  # fine
total += prices["banana"] * 3   # fails here
