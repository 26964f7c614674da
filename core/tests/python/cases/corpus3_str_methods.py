s = "  The Rain in Spain stays mainly  "
t = s.strip()
print(t.split(), t.split(" ", 2), t.rsplit(" ", 2), t.split("ain"), t.count("ain"), "aaaa".count("aa"))
print(t.replace("ain", "AIN", 2), t.startswith(("The", "A")), t.endswith("ly", 0, -5), t.find("ain", 10), t.rindex("ain"))
print(t.partition(" in "), t.rpartition("ai"), "no-sep".partition("|"), t.upper().lower() == t.lower())
print("a,b;c d".replace(",", " ").replace(";", " ").split(), "one\ttwo\nthree".split(), "x".split("x"), "".split(), "".split(","))
print("line1\nline2\r\nline3\rline4\n".splitlines(), "a\n\nb".splitlines(keepends=True), "\n".splitlines())
print("prefix_name".removeprefix("prefix_"), "file.tar.gz".removesuffix(".gz"), "abc".removeprefix("x"))
print("42".zfill(5), "-42".zfill(5), "x".center(4, "*"), "x".ljust(3, "-") + "|", "abc".rjust(2), "%3s|%-3s|" % ("a", "b"))
print("Hello"[1:-1], "Hello"[::2], "Hello"[-1], "Hello" * 2, "ell" in "Hello", "Hello" < "help", "a" * 0 == "")
print(",".join(["a", "b"]), "".join(map(str, range(5))), " ".join("spaced"), "-".join([]))
print("snake_case_name".title().replace("_", ""), "CamelCase".swapcase(), "hello world".capitalize(), "ǈ".istitle())
print("abc123".isalnum(), "abc".isalpha(), "123".isdigit(), " \t\n".isspace(), "ABC".isupper(), "abc1".islower(), "".isalnum(), "Title Case".istitle())
print("ab" "cd", "x" + str(1) + repr("y"), str(3.0), str([1, "a"]), str(None), str(b"x"), str(True) + "!")
text = "It's a test. Isn't it? Yes! It is."
sentences = [p.strip() for p in text.replace("?", ".").replace("!", ".").split(".") if p.strip()]
print(sentences, [len(x.split()) for x in sentences])
caesar = lambda msg, k: "".join(chr((ord(c) - 97 + k) % 26 + 97) if c.islower() else c for c in msg)
print(caesar("hello, world", 3), caesar(caesar("attack at dawn", 13), 13))
def rle(s):
    out, i = [], 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        out.append(f"{j - i}{s[i]}")
        i = j
    return "".join(out)
print(rle("aaabccddddde"), rle(""), rle("x"))
def is_palindrome(p):
    cleaned = [c.lower() for c in p if c.isalnum()]
    return cleaned == cleaned[::-1]
print(is_palindrome("A man, a plan, a canal: Panama"), is_palindrome("hello"))
print("{:>6}".format("abc"), "abc".encode(), "tab\tsep".expandtabs(2), "a b".split(" ", 0), "aXbXc".split("X", -1))
print(ord("A"), chr(97), "".join(chr(ord(c) + 1) for c in "HAL"), "abc".find(""), "abc".index("c"), "ABC".lower().islower())
print("%s" % [1, 2], "%s" % (1,), "%d%%" % 50, "%.2s" % "abc", "%x" % 3054, "%e" % 0.000123, "%g" % 1e20, "%10.3e|" % 12345.6789)
