# eval of 10,000 nested parentheses: the parser refuses them, caught like any SyntaxError.
# reference: cpython
# exit: 1
# error: SyntaxError: too many nested parentheses
try:
    eval("(" * 10000 + ")" * 10000)
except SyntaxError as e:
    print("caught", type(e).__name__)
eval("[" * 10000 + "]" * 10000)
