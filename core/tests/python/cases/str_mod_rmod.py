# str % x formats x even when x's class has an __rmod__ (str.__mod__ goes first unless x's type
# derives from str); a str subclass's __rmod__ is tried first.
class A:
    def __rmod__(s, o): return NotImplemented
    def __str__(s): return "A!"
class B:
    def __rmod__(s, o): return "B's rmod"
    def __repr__(s): return "B()"
print("%s" % A(), "%r" % B(), "%s" % (B(),))
print(5 % B())
class S(str):
    def __rmod__(s, o): return "S's rmod of " + o
print("%s" % S("x"))
