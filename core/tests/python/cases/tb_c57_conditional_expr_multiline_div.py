total = 0
for i in range(3):
    total += (
        10
        // (i - 2 + 0 * total)
    ) if i == 2 else 1
