def walk(tree, depth=0):
    if isinstance(tree, list):
        return sum(walk(t, depth + 1) for t in tree)
    return tree + depth

print(walk([1, [2, 3]]))
print(walk([1, [2, [3, "x"]]]))
