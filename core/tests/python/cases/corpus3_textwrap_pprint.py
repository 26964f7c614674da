import textwrap, pprint

TEXT = ("The quick brown fox jumps over the lazy dog. " * 3).strip()
print(textwrap.fill(TEXT, width=30))
print(textwrap.wrap(TEXT, 25)[:3])
print(textwrap.fill(TEXT, width=40, initial_indent="> ", subsequent_indent="  ", max_lines=3, placeholder=" [...]"))
print(textwrap.shorten("Hello   world, this is   a long sentence", width=25))
print(repr(textwrap.dedent("""
    def f():
        return 1
      # comment
""")))
print(textwrap.indent("a\n\nb\n", "+ "), end="")
print(textwrap.indent("a\n\nb\n", "+ ", predicate=lambda l: True), end="")
w = textwrap.TextWrapper(width=20, break_long_words=True, expand_tabs=True)
print(w.wrap("supercalifragilisticexpialidocious is long\tindeed"))
print(textwrap.wrap("a-hyphenated-word-sequence here", 10), textwrap.wrap("a-hyphenated-word here", 10, break_on_hyphens=False))
data = {"name": "pipeline", "stages": [{"id": i, "deps": list(range(i)), "cfg": {"retries": i % 3, "tags": ["x"] * i}} for i in range(4)],
        "meta": {"owner": "ops", "created": (2024, 1, 2), "flags": {"b", "a"} if False else ["a", "b"]}}
pprint.pprint(data, width=60)
pprint.pprint(data, depth=2, compact=True)
print(pprint.pformat(list(range(30)), width=40))
print(pprint.pformat({"z": 1, "a": 2, "m": [3] * 3}), pprint.pformat({"z": 1, "a": 2}, sort_dicts=False))
pp = pprint.PrettyPrinter(indent=4, width=30)
pp.pprint([("alpha", 1), ("beta", [2, 3]), {"k": "v" * 20}])
print(pprint.isreadable([1, "a"]), pprint.saferepr([1, 2]), pprint.isrecursive([1]))
nested = [1, [2, [3, [4, [5]]]]]
print(pprint.pformat(nested, depth=3))
