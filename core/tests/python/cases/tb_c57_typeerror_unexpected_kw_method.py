class Greeter:
    def greet(self, name, *, loud=False):
        return name.upper() if loud else name

g = Greeter()
print(g.greet("x", loud=True))
g.greet("x", shout=True)
