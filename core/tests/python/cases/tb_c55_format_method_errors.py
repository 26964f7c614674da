print("{} {}".format(1, 2))
try:
    "{} {}".format(1)
except IndexError as e:
    print(e)
try:
    "{x}".format()
except KeyError as e:
    print("KeyError", e)
val = 2.5
print(f"{val:d}")
