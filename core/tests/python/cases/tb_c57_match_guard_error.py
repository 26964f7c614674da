def classify(point):
    match point:
        case (0, 0):
            return "origin"
        case (x, y) if x / y > 1:
            return "steep"
        case _:
            return "other"

print(classify((0, 0)), classify((4, 2)), classify((1, 2)))
print(classify((3, 0)))
