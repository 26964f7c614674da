# int(text, base) as CPython parses it: prefixes, base 0, underscores, signs, whitespace.
cases = [
    ("0x1f", 0), ("0o17", 0), ("0b101", 0), ("42", 0), ("000", 0), ("-0x_ff", 0),
    ("0x1f", 16), ("1f", 16), ("0b11", 2), ("0o7", 8), ("z", 36), ("  +12  ", 10),
    ("1_000", 10), ("-1_0", 0), ("0x_1", 16),
    ("010", 0), ("0x", 16), ("1__0", 10), ("_1", 10), ("1_", 10), ("0x0x1", 16),
    ("0b2", 0), ("12", 2), ("", 10), ("-", 10), ("0o8", 8), ("0b1", 16),
]
for text, base in cases:
    try:
        print(repr(text), base, int(text, base))
    except ValueError as e:
        print(repr(text), base, "ValueError:", e)
for base in (1, 37, -1):
    try:
        int("1", base)
    except ValueError as e:
        print(base, "ValueError:", e)
print(int("421 ", 0))
