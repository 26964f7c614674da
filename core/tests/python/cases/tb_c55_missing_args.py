class Greeter:
    def greet(self, name, greeting):
        return f"{greeting}, {name}"

g = Greeter()
print(g.greet("x", "hi"))
print(g.greet("y"))
