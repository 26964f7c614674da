import enum
class Color(enum.Enum):
    RED = 1
    GREEN = 2
print(Color(1), Color["GREEN"], Color.RED.name)
try:
    Color(3)
except ValueError as e:
    print(e)
try:
    Color["BLUE"]
except KeyError as e:
    print(repr(e))
try:
    Color.RED = 5
except AttributeError as e:
    print(e)
try:
    class Bad(enum.Enum):
        A = 1
        A = 2
except TypeError as e:
    print(e)
print(Color.RED < Color.GREEN)
