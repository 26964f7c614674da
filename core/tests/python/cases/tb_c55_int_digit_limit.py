big = 10 ** 100
print(len(str(big)))
try:
    int("1" * 5000)
except ValueError as e:
    print(e)
s = str(10 ** 5000)
