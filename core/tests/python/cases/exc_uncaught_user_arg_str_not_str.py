class Obj:
    def __str__(self):
        return 42


print("before")
raise RuntimeError(Obj())
