# int(), float() and complex() read Unicode decimal digits and spaces as ASCII ones, as CPython
# does before parsing; any other non-ASCII character makes the text invalid.
tests = ["\uff11\uff12", " \u0661\u0662 ", "\u0967.\u0969", "\u00a01_000\u2003", "\U0001d7d9",
         "-\u0e55e\u0e52", "\u0661\u0662j", "(\uff11+\uff12j)", "1\u00b2", "\u2167", "\u0661x",
         "12\u200b", "\x1c12"]
for s in tests:
    row = []
    for f in (int, float, complex):
        try:
            row.append(repr(f(s)))
        except ValueError as e:
            row.append("ValueError: " + str(e))
    print(ascii(s), " | ".join(row))
print(int("\uff11\uff10", 16), float("\u0969.5e\u0661"))
