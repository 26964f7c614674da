import keyword
import time

names = ["class", "klass", "match", "print"]
print([n for n in names if keyword.iskeyword(n)])
print([n for n in names if keyword.issoftkeyword(n)])
print(time.strftime("%Y-%m-%d", time.gmtime(86400 * 365)))
def stamp(fmt):
    return time.strftime(fmt, time.gmtime(0))
print(stamp("%H:%M"))
stamp(None)
