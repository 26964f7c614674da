import random
random.seed(1)
a = [random.random() for _ in range(3)]
random.seed(1)
b = [random.random() for _ in range(3)]
print(a == b, a)
