def area(length, width):
    return lenght * width

print("start")
print(area(2, 3))
