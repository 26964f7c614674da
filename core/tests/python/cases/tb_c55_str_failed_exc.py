class Weird(Exception):
    def __str__(self):
        raise RuntimeError("no str")

try:
    raise Weird("x")
except Weird as e:
    print("caught", type(e).__name__, e.args)
raise Weird("y")
