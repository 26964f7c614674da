template = "{name} is {age} years"
print(template.format(name="a", age=3))
try:
    "{} and {}".format("x")
except IndexError as e:
    print(type(e).__name__, e)
try:
    "{0:d}".format("x")
except ValueError as e:
    print(type(e).__name__, e)
print(template.format(name="b"))
