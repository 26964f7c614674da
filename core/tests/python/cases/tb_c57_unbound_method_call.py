class Greeter:
    def __init__(self, name):
        self.name = name
    def hello(self):
        return "hello " + self.name

print(Greeter.hello(Greeter("a")))
Greeter.hello()
