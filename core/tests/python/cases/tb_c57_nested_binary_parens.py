def score(hits, misses, total, bonus):
    return (hits + bonus) * 100 / (total - hits - misses) + (bonus ** 2) // misses

print(score(3, 1, 10, 2))
print(score(3, 0, 10, 2))
