import random
random.seed(0)
w, b = 0.0, 0.0
data = [(x, 2 * x + 1) for x in range(5)]
for epoch in range(200):
    gw = gb = 0.0
    for x, y in data:
        err = w * x + b - y
        gw += 2 * err * x / len(data)
        gb += 2 * err / len(data)
    w -= 0.05 * gw
    b -= 0.05 * gb
print(f"w={w:.4f} b={b:.4f}")
