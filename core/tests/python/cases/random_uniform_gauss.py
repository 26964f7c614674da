import random
random.seed(123)
print(random.uniform(1, 2), random.gauss(0, 1), random.gauss(5, 2), random.gauss(0, 1))
