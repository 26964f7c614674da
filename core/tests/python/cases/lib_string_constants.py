import string

for name in ["ascii_lowercase", "ascii_uppercase", "ascii_letters", "digits", "hexdigits",
             "octdigits", "punctuation", "whitespace", "printable"]:
    value = getattr(string, name)
    print(name, len(value), repr(value))
print(string.capwords("hello   world, how  are you"))
print(string.capwords("  leading and trailing  "))
print(string.capwords("ALL CAPS words"))
print(string.capwords("a-b-c d", "-"))
print(string.capwords("x,y,,z", ","))
print(repr(string.capwords("")))
print(sum(1 for ch in "Hello, World! 42" if ch in string.punctuation))
print("".join(ch for ch in "a1b2c3" if ch in string.digits))
print(all(c in string.printable for c in "plain text\n"))
