import ast
good = ["42", "-3.5", "+7", "0x1F", "1_000", "1e3", "2j", "1+2j", "-1-2.5j", "'hi'", '"a" "b"', "b'xy'", "r'\\n'", "'''tri\nple'''",
        "[1, 2, [3]]", "(1,)", "()", "(1, 'a', None)", "{'a': 1, 'b': [True, False]}", "{1, 2, 2}", "set()", "{}", "1, 2",
        "  [1,\n 2]", "{'k': (1, {2: 3})}", "None", "True", "'\\u00e9\\t'", "[]", "((1, 2), [3])", "0o17", "0b101", "1.5e-3", "[-1, +2, -3.0]",
        "{'a': 1,}", "[1, 2,]", "(1, 2,)", "'x'\n", "-0.0", "10**0" if False else "7", "u'uni'", "{(1, 2): 'tuple key'}"]
for s in good:
    v = ast.literal_eval(s)
    print(repr(s), "->", repr(v), type(v).__name__)
bad = ["x", "1 + 2", "f(1)", "[i for i in range(3)]", "2 * 3", "-(1)", "--1", "a.b", "{**d}", "[*a]", "lambda: 0", "1 < 2", "not True", "x if y else z", "f'{1}'", "'a'[0]", "{1: 2 for x in y}", "1 + True", "True + 1j", "(1 + 2j) + 3j", "{[1]: 2}", "{'a': [1], [2]: 3}"]
for s in bad:
    try:
        print(repr(s), ast.literal_eval(s))
    except ValueError as e:
        print(repr(s), "ValueError", str(e).split(" at 0x")[0])
    except TypeError as e:
        print(repr(s), "TypeError", e)
for s in ["1 +", "[1, 2", "{'a' 1}", ")", ""]:
    try:
        ast.literal_eval(s)
    except SyntaxError as e:
        print(repr(s), "SyntaxError")
