name = "alice"
print(name.upper())
print(name.uper())
