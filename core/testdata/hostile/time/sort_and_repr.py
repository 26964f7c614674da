# Sorting 10^7 items and rendering a 10^6-item list, forever: native work the deadline interrupts.
# reference: stated (the CLI's own timeout error; CPython has no time limit)
# args: --time-limit 1
# exit: 1
# error: TimeoutError: the program ran past its time limit and was stopped
l = list(range(10**6, 0, -1)) * 10
while True:
    s = sorted(l)
    r = repr(l)
