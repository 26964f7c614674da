# A str subclass's own __str__/__repr__ under %-formatting with a single (non-tuple) argument,
# and a dict subclass's __getitem__ under %(name)s.
class Shout(str):
    def __str__(self):
        return self.upper() + "!"
    def __repr__(self):
        return f"Shout({str.__repr__(self)})"

class Label(dict):
    def __getitem__(self, key):
        return f"<{dict.__getitem__(self, key)}>"

w = Shout("hello")
print("%s" % w)
print("%s" % (w,))
print("%r" % w)
print("%a" % w)
print("[%-8s]" % w)
print("%s and %s" % (w, "x"))
print("%(name)s is %(age)s" % Label(name="ann", age=3))
print("{name} is {age}".format_map(Label(name="ann", age=3)))
