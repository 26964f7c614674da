# A property is a data descriptor: it wins over an instance attribute of the same name, even one
# set before the property was added to the class.
class A:
    pass


a = A()
a.x = 1
print(a.x)
A.x = property(lambda self: "from the property")
print(a.x)
A.y = 5
a.y = 6
print(a.y, A.y)
