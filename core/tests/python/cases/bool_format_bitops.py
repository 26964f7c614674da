print(f"[{True:>5}]", format(False, "d"), f"{True:.1f}", format(True, ""), f"{True}", f"{False!s:>6}", "{:^7}".format(True), "%s %d" % (True, True))
print(True & False, True | False, True ^ True, True & 3, 2 | False, ~True, -True, True + True)
x = True
x &= False
print(x, type(x).__name__)
y = False
y |= True
print(y, y ^ y)
