# A program that catches every exception cannot outlive its time limit: the timeout is not an Exception.
# reference: stated (the CLI's own timeout error; CPython has no time limit)
# args: --time-limit 1
# exit: 1
# error: TimeoutError: the program ran past its time limit and was stopped
l = list(range(10**6))
n = 0
while True:
    try:
        l.count(-1)
    except Exception:
        n += 1
