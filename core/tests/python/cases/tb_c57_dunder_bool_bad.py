class Flag:
    def __bool__(self):
        return 1

if Flag():
    print("yes")
