data = [1, 2, 3, 4]
if (n := len(data)) > 3:
    print("long", n)
print([y for x in data if (y := x * 2) > 4])
