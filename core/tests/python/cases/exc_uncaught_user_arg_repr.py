class Obj:
    def __repr__(self):
        return "Obj<repr only>"


raise TypeError(Obj())
