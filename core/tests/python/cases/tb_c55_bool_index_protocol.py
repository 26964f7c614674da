class Flag:
    def __bool__(self):
        return 1
idx = 1.5
for action in [lambda: [1, 2][idx], lambda: range(1.5), lambda: "x" in 5, lambda: hash([]),
               lambda: isinstance(1, "int")]:
    try:
        action()
    except TypeError as e:
        print(e)
if Flag():
    print("truthy")
