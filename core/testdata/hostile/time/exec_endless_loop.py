# An endless loop inside exec'd source: the time limit stops it as it would the program's own.
# reference: stated (the CLI's own timeout error; CPython has no time limit)
# args: --time-limit 1
# exit: 1
# error: TimeoutError: the program ran past its time limit and was stopped
print("start")
exec("n = 0\nwhile True:\n    n += 1\n")
