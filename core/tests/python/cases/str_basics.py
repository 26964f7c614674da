s = "Hello, World"
print(len(s), s[0], s[-1], s[7:], s[:5], s[::2], s[::-1])
