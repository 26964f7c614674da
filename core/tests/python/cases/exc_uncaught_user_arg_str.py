class Obj:
    def __str__(self):
        return "obj via __str__"


raise ValueError(Obj())
