# getuser reads LOGNAME, USER, LNAME, USERNAME in that order; empty values are skipped.
import getpass
import os
import warnings

names = ["LOGNAME", "USER", "LNAME", "USERNAME"]
for n in names:
    os.environ.pop(n, None)
for i, n in enumerate(reversed(names)):
    os.environ[n] = "user%d" % i
    print(n, getpass.getuser())
for n in names:
    os.environ[n] = ""
    print("emptied", n, getpass.getuser() if any(os.environ[m] for m in names) else "-")
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.warn("echo", getpass.GetPassWarning)
print([(w.category.__name__, str(w.message)) for w in caught])
print(getpass.GetPassWarning.__mro__[1].__name__)
