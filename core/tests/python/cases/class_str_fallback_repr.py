class R:
    def __repr__(self):
        return "R!"
print(str(R()), f"{R()}", "%s" % "ok")
