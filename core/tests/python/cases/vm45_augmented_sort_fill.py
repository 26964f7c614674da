# Messages of augmented operators, sort()'s arguments and str padding's fill character.
class A:
    pass


a = A()
for op in ["|=", "+=", "-=", "*=", "//=", "@=", "<<=", "**=", "%="]:
    try:
        exec(f"a {op} 1")
    except TypeError as e:
        print(e)
for target, op in [("[1]", "-="), ("'a'", "-="), ("5", "@="), ("(1,)", "*= 'x'; t"), ("{1}", "+=")]:
    try:
        exec(f"t = {target}\nt {op} 1" if ";" not in op else f"t = {target}\nt {op}")
    except TypeError as e:
        print(e)
x = [3, 1, 2]
x += (4,)
print(x)
for call in [lambda: sorted([1], reversed=True), lambda: sorted([1], cmp=None),
             lambda: [3, 1].sort(1), lambda: [3, 1].sort(key=None, reversed=True),
             lambda: sorted(), lambda: sorted([1], None)]:
    try:
        print(call())
    except TypeError as e:
        print(e)
print(sorted([3, 1, 2], reverse=True), sorted("bca", key=None))
for f in [1, b"x", None, "ab", "", "*"]:
    for m in ("center", "ljust", "rjust"):
        try:
            print(repr(getattr("x", m)(5, f)))
        except TypeError as e:
            print(m, e)
