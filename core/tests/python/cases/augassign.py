x = 5
x += 2
x -= 1
x *= 3
x //= 4
x **= 2
x %= 7
print(x)
s = "ab"
s += "c"
s *= 2
print(s)
