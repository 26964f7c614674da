print(int("ff", 16))
print(int("  42\n"))
for s in ["", "1e3", "12_3", "1__2"]:
    try:
        print(int(s))
    except ValueError as e:
        print(e)
print(int("z", 36))
int("9", 8)
