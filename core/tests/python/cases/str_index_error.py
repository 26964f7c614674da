s = "abc"
print(s[5])
