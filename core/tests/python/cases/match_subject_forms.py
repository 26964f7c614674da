def f(a, b):
    match a, b:
        case 0, 0:
            return "both zero"
        case 0, _:
            return "a zero"
        case (_, 0):
            return "b zero"
        case [x, y]:
            return f"{x},{y}"

print(f(0, 0), f(0, 1), f(1, 0), f(2, 3))

counter = 0
def subject():
    global counter
    counter += 1
    return [counter]

match subject():
    case [2]:
        print("two")
    case [1]:
        print("evaluated once:", counter)

match *[1, 2], 3:
    case (1, 2, 3):
        print("starred subject")
