class Ctx:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None)
        return False
with Ctx("a") as c:
    print("inside", c.name)
with Ctx("b"), Ctx("c"):
    print("two")
