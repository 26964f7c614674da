import random
random.seed(42)
print(random.random(), random.random())
print(random.randint(1, 100), random.randint(1, 100), random.randint(-5, 5))
