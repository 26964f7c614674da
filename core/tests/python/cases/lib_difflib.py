import difflib

pairs = [("abcd", "bcde"), ("", ""), ("abc", ""), ("", "xyz"), ("qabxcd", "abycdf"), ("private Thread currentThread;",
         "private volatile Thread currentThread;"), ("the quick brown fox", "the quack brown fix"),
         ("aaaaaa", "aa"), ("abcabcabc", "cbacbacba"), (list("kitten"), list("sitting")), ([1, 2, 3, 4, 5], [1, 3, 5, 7]),
         ("ab" * 150 + "c", "ab" * 149 + "d"), ("x" * 300, "x" * 299 + "y")]
for a, b in pairs:
    s = difflib.SequenceMatcher(None, a, b)
    print(repr(a)[:30], repr(b)[:30])
    print("  ", s.get_matching_blocks()[:6], round(s.ratio(), 6), round(s.quick_ratio(), 6), round(s.real_quick_ratio(), 6))
    print("  ", s.get_opcodes()[:8])
    print("  ", s.find_longest_match(0, len(a), 0, len(b)), list(s.get_grouped_opcodes(1))[:2])
s = difflib.SequenceMatcher(lambda x: x == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(s.ratio(), 6), s.get_matching_blocks(), sorted(s.bjunk))
s = difflib.SequenceMatcher(lambda x: x == " ", " abcd", "abcd abcd")
print(s.find_longest_match(0, 5, 0, 9), s.find_longest_match())
s = difflib.SequenceMatcher(None, "ab" * 150, "ba" * 150)
print(sorted(s.bpopular), s.ratio())
s = difflib.SequenceMatcher(None, "ab" * 150, "ba" * 150, autojunk=False)
print(sorted(s.bpopular), s.ratio())
m = difflib.SequenceMatcher(None, "abxcd", "abcd").find_longest_match()
print(m, m.a, m.b, m.size)

print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]))
print(difflib.get_close_matches("wheel", ["while", "wheat", "weel", "whale", "hell"], n=2))
print(difflib.get_close_matches("accept", ["access", "except", "accent", "acceptance"], cutoff=0.5))
import keyword
print(difflib.get_close_matches("pythn", keyword.kwlist + ["python", "pythonic"]), difflib.get_close_matches("zzz", ["a"]))
for bad in [lambda: difflib.get_close_matches("a", ["a"], n=0), lambda: difflib.get_close_matches("a", [], cutoff=2)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)

a = "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\n".splitlines(keepends=True)
b = "zero\none\ntwo\nTHREE\nfour\nfive\nsix\nseven\neight\nnine!\nten\neleven\n".splitlines(keepends=True)
print("".join(difflib.unified_diff(a, b, fromfile="a.txt", tofile="b.txt")))
print("".join(difflib.unified_diff(a, b, n=1, fromfiledate="2020-01-01", tofiledate="today")))
print("".join(difflib.context_diff(a, b, fromfile="a.txt", tofile="b.txt")))
print(list(difflib.unified_diff(["x"], ["y"], lineterm="")), list(difflib.unified_diff(a, a)))
print(list(difflib.unified_diff([], ["new"], lineterm="")), list(difflib.context_diff(["old"], [], lineterm="")))

t1 = """  1. Beautiful is better than ugly.
  2. Explicit is better than implicit.
  3. Simple is better than complex.
  4. Complex is better than complicated.
""".splitlines(keepends=True)
t2 = """  1. Beautiful is better than ugly.
  3.   Simple is better than complex.
  4. Complicated is better than complex.
  5. Flat is better than nested.
""".splitlines(keepends=True)
diff = list(difflib.ndiff(t1, t2))
print("".join(diff), end="")
print("".join(difflib.restore(diff, 1)) == "".join(t1), "".join(difflib.restore(diff, 2)) == "".join(t2))
print("".join(difflib.ndiff(["tab\there\n", "same\n", "abcdefg\n"], ["tab\tthere\n", "same\n", "xyz\n", "abcXefg\n"])), end="")
print(list(difflib.ndiff(["a\n", "b\n"], ["a\n", "b\n", "b\n"])), list(difflib.ndiff(["a"], ["a"])))
print(list(difflib.Differ().compare(["one\n", "two\n"], ["ore\n", "tree\n", "emu\n"])))
print(difflib.IS_LINE_JUNK("\n"), difflib.IS_LINE_JUNK("  #   \n"), difflib.IS_LINE_JUNK("hello\n"),
      difflib.IS_CHARACTER_JUNK(" "), difflib.IS_CHARACTER_JUNK("x"))
try:
    list(difflib.unified_diff([b"x"], [b"y"]))
except TypeError as e:
    print("TypeError", e)
