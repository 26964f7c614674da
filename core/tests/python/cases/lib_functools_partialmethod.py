from functools import partialmethod, partial

class Cell:
    def __init__(self):
        self.alive = False
        self.log = []

    def set_state(self, state, reason="none"):
        self.alive = state
        self.log.append((state, reason))
        return self

    set_alive = partialmethod(set_state, True)
    set_dead = partialmethod(set_state, False, reason="default")
    revive = partialmethod(partial(set_state, reason="partial"), True)

c = Cell()
c.set_alive()
print(c.alive, c.log)
c.set_dead()
print(c.alive, c.log)
c.set_dead(reason="override")
c.set_alive("given")
c.revive()
print(c.alive, c.log)
print(Cell().set_alive().alive)

class Greeter:
    def greet(self, greeting, name, punct="."):
        return "%s, %s%s" % (greeting, name, punct)
    hello = partialmethod(greet, "Hello")
    shout = partialmethod(greet, "HEY", punct="!")
g = Greeter()
print(g.hello("Ann"), g.hello("Bob", punct="?"), g.shout("Cy"))
try:
    partialmethod(5)
except TypeError as e:
    print("TypeError:", e)
g.hello()
