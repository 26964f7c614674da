rows = [
    ("Name", "Qty", "Price", "Total"),
    ("Widget", 3, 4.5, None),
    ("Gadget extra long", 12, 0.99, None),
    ("Doohickey", 1, 120.0, None),
]

def render(rows):
    data = [list(rows[0])]
    grand = 0.0
    for name, qty, price, _ in rows[1:]:
        total = qty * price
        grand += total
        data.append([name, str(qty), f"{price:.2f}", f"{total:,.2f}"])
    data.append(["TOTAL", "", "", f"{grand:,.2f}"])
    widths = [max(len(r[i]) for r in data) for i in range(4)]
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    out = [sep]
    for i, r in enumerate(data):
        cells = []
        for j, (c, w) in enumerate(zip(r, widths)):
            cells.append(c.ljust(w) if j == 0 else c.rjust(w))
        out.append("| " + " | ".join(cells) + " |")
        if i == 0 or i == len(data) - 2:
            out.append(sep)
    out.append(sep)
    return "\n".join(out)

print(render(rows))
s = "  Hello, World!  "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()), s.strip().center(21, "."))
print("abc".zfill(6), "-42".zfill(6), "+7".zfill(4), "3.5".rjust(6, "0"))
print("a,b,,c".split(","), "a b  c ".split(), " x ".split(" "), "a\nb\r\nc".splitlines(True))
print("hello world".title(), "HeLLo".swapcase(), "ß".upper(), "İ".lower().encode())
print("tab\there".expandtabs(4), "x\ty".expandtabs(), len("\t".expandtabs()))
print("-".join(reversed("abc")), "abc"[::-1], "racecar" == "racecar"[::-1])
print("spam".find("a"), "spam".rfind("x"), "spam".index("m"), "a-b-c".rsplit("-", 1))
print("%-10s|%10s|" % ("left", "right"), "{:>{w}}".format("r", w=4))
print(str.maketrans("abc", "xyz"), "aabbcc".translate(str.maketrans("abc", "xyz", "c")))
print("CamelCaseString".casefold(), "x".isidentifier(), "1x".isidentifier(), "٣".isdigit(), "½".isnumeric())
