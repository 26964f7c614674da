class Obj:
    def __str__(self):
        return "S"

    def __repr__(self):
        return "R"


raise KeyError(Obj())
