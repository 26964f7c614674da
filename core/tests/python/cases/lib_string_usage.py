import string
print(string.ascii_letters, string.digits, string.punctuation, repr(string.whitespace))
print(string.capwords("hello   world  from python"), string.capwords("a-b c-d", "-"))
t = string.Template("$who likes ${what}s, costs $$5")
print(t.substitute(who="tim", what="apple"), t.safe_substitute(who="ann"))
try:
    t.substitute(who="x")
except KeyError as e:
    print("KeyError", e)
print(t.get_identifiers(), t.is_valid())
f = string.Formatter()
print(f.format("{0:>8}|{name:^7}|{1:.3f}", "right", 3.14159, name="mid"))
print(list(f.parse("a {x!r:>4} b {} c")))
print("{:,}".format(1234567), "{:_b}".format(255), "{:#x}".format(255), "{:08.3f}".format(-3.14159), "{:e}".format(12345.678))
print("{!r:^12}".format("hi"), "{0[1]} {1[k]}".format([1, 2], {"k": "v"}), "%-6s|%5.1f|%03d|%x" % ("ab", 2.25, 7, 255))
