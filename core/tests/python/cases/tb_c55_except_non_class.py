def risky():
    return 1 / 0
try:
    print(risky())
except (ValueError, "oops"):
    print("no")
