def key(v):
    if v == 3:
        return v / 0
    return -v


print(sorted([5, 4, 1], key=key))
print(sorted([5, 4, 3, 2], key=key))
