class F:
    def __repr__(self):
        return "F()"
print(str(F()), F().__str__(), "%s" % F(), [F()])
