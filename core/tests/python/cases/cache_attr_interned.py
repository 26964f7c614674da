# Attribute reads and stores by interned name, and by names made at run time (setattr/getattr),
# which reach the same attribute.
class P:
    def __init__(self):
        self.x = 1
        setattr(self, "y" + "", 2)

    def bump(self):
        self.x += 10
        self.y += 20
        return self.x + self.y

p = P()
name = "".join(["x"])
print(p.bump(), getattr(p, name), p.y)
setattr(p, name, 5)
print(p.x, p.bump(), vars(p) if False else p.__dict__)
