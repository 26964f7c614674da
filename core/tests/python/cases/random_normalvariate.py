import random
random.seed(99)
print([round(random.normalvariate(0, 1), 6) for _ in range(3)])
