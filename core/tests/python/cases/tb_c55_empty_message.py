class Quiet(Exception):
    pass
try:
    raise ValueError("")
except ValueError as e:
    print(repr(str(e)))
def f():
    raise Quiet()
try:
    f()
except Quiet as e:
    print("quiet", repr(e))
raise ValueError("") from Quiet()
