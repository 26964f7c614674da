class Obj:
    def __str__(self):
        raise RuntimeError("no")


raise ValueError(Obj())
