# One statement builds sets and dicts of 10^6 to 10^7 entries, again and again: stopped within the limit.
# reference: stated (the CLI's own timeout error; CPython has no time limit)
# args: --time-limit 1
# exit: 1
# error: TimeoutError: the program ran past its time limit and was stopped
for i in range(100):
    s = set(range(10**7))
    d = dict.fromkeys(range(10**6))
