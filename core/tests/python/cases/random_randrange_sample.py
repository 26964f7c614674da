import random
random.seed(7)
print(random.randrange(10), random.randrange(5, 50, 5), random.sample(range(100), 5), random.sample("abcdefgh", 3))
