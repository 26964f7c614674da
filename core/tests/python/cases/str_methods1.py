s = "  Hello World  "
print(s.strip(), s.lstrip(), s.rstrip(), s.upper(), s.lower(), s.strip().split(" "))
