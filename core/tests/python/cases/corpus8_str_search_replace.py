# find/rfind/count/index with bounds; replace with counts and empty patterns; strip sets.
print("abc".find("c", -1), "abc".find("", 5), "abc".find("", 3), "abc".index("b", 0, 2), "abcabc".rfind("b", 0, 4), "abcabc".count("", 2), "aaa".count("aa"), "abc".startswith(("x", "a")), "abc".endswith("c", 0, 2), "abc".startswith("", 4))
print("a b".replace(" ", "", 0), "aaa".replace("a", "b", 2), "abc".replace("", "-"), "abc".replace("", "-", 2), "  x  ".strip(" x"), "xxaxx".lstrip("x"), "abc".removeprefix("ab"), "abc".removesuffix("bc"), "".replace("", "x"), "ab".replace("", "", 5))
print("abcabc".rindex("c", 0, -1), "abcd".endswith(("cd", "x"), 1), "ab".find("abc"), "abab".rfind("ab", -3), "x".count("x", 5), "abc".find("b", None, None))
try:
    "abc".index("z")
except ValueError as e:
    print(e)
print("x".join([]), ",".join(["a"]), "ab" * 0, "ab" * -1, "abc"[::-1], "abcdef"[1:5:2], "abcdef"[-2:-6:-1], "abc"[5:], "abc"[-100:2])
try:
    ",".join(["a", 1])
except TypeError as e:
    print(e)
