def justify(words, width):
    lines, cur, length = [], [], 0
    for w in words:
        if cur and length + len(cur) + len(w) > width:
            lines.append((cur, length))
            cur, length = [], 0
        cur.append(w)
        length += len(w)
    out = []
    for ws, ln in lines:
        gaps = len(ws) - 1
        if gaps == 0:
            out.append(ws[0].ljust(width))
            continue
        space, extra = divmod(width - ln, gaps)
        out.append("".join(w + " " * (space + (i < extra)) for i, w in enumerate(ws[:-1])) + ws[-1])
    out.append(" ".join(cur).ljust(width))
    return out
text = "This is an example of text justification where every line has exactly the same width except the last"
for line in justify(text.split(), 20):
    print(f"|{line}|")
def box(lines, pad=1, style="+-|"):
    corner, h, v = style
    w = max(map(len, lines)) + 2 * pad
    top = corner + h * w + corner
    return "\n".join([top] + [v + " " * pad + l.ljust(w - 2 * pad) + " " * pad + v for l in lines] + [top])
print(box(["Hello", "wide world!", ""]))
print(box(["x"], 0, "*=!"))
def columns(items, ncol, width):
    rows = [items[i:i + ncol] for i in range(0, len(items), ncol)]
    return "\n".join("".join(f"{it:<{width}}" for it in r).rstrip() for r in rows)
print(columns([f"item{i}" for i in range(11)], 4, 9))
def banner(s, ch="#"):
    return f"{ch * (len(s) + 4)}\n{ch} {s.upper()} {ch}\n{ch * (len(s) + 4)}"
print(banner("report"))
data = {"alpha": 3.14159, "beta": 2.71828, "gamma_long_name": 1.41421, "d": 100}
kw = max(map(len, data))
for k, v in data.items():
    print(f"{k:.<{kw + 3}}{v:>9.3f}")
for align in "<^>":
    print(f"[{'mid':{align}11}]", f"[{'x':-{align}5}]", f"[{7:0{align}5}]")
print("{:=^30}".format(" Summary "), "{:>{}}".format("r", 4), "{:{fill}{al}{w}}".format(5, fill="~", al="^", w=7))
bars = {"mon": 3, "tue": 7, "wed": 1, "thu": 0, "fri": 5}
top = max(bars.values())
for lvl in range(top, 0, -1):
    print(" ".join("#" if v >= lvl else " " for v in bars.values()).rstrip())
print(" ".join(d[0] for d in bars))
def ruler(n):
    return "".join(str(i % 10) for i in range(1, n + 1))
print(ruler(25), "abc".center(25, "-"), "x".rjust(3, "ab"[0]))
