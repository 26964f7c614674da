def height(node):
    if node is None:
        return 0
    left, right = node
    return 1 + max(height(left), height(right))

tree = None
for i in range(15):
    tree = (tree, None)
print(height(tree))
tree = (tree, (None, None, None))
print(height(tree))
