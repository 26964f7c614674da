for fn, arg in [(chr, 65), (round, 2.5), (abs, -3)]:
    print(fn(arg))
try:
    divmod(1, 0)
except ZeroDivisionError as e:
    print(e)
try:
    pow(0, -1)
except ZeroDivisionError as e:
    print(e)
print(chr(-1))
