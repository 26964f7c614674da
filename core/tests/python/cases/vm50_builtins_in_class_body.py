# A builtin function stored in a class body is no descriptor: it does not bind to instances.
class Tools:
    size = len
    show = print
    order = sorted
    absolute = staticmethod(abs)

    def method(self):
        return "bound"


t = Tools()
print(t.size([1, 2, 3]), Tools.size("abcd"))
t.show("printed", "plainly", sep="|")
print(t.order([3, 1, 2]), t.absolute(-4), t.method())
print(Tools.__dict__["size"] is len, t.size is len)

# The empty tuple is one object.
empty = ()
print(empty is (), tuple() is (), tuple([]) is empty, len(empty))
