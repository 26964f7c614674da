# A loop whose every instruction is a long native call (l.index scans 10^6 items): the time limit stops it inside the scan.
# reference: stated (the CLI's own timeout error; CPython has no time limit)
# args: --time-limit 1
# exit: 1
# error: TimeoutError: the program ran past its time limit and was stopped
l = list(range(10**6))
print("scanning")
while True:
    i = l.index(999999)
