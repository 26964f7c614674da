out = ""
for i in range(3):
    out += str(i) * 2
print(out)
