import random
random.seed(0)
items = list(range(10))
random.shuffle(items)
print(items)
print(random.choice("abcdef"), random.choice([10, 20, 30]))
