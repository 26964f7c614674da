class Box:
    def __init__(self):
        self.items = {"k": [1, 2]}

class Holder:
    def __init__(self):
        self.box = Box()

h = Holder()
print(h.box.items["k"][1])
print(h.box.items["k"][2])
