def best(scores):
    return max(scores, key=abs)

print(best([-3, 2]))
print(min([], default="none"))
print(best([]))
