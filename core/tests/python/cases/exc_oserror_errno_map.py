# OSError(errno, strerror, ...) picks the subclass of CPython's errno map and keeps errno,
# strerror, filename and filename2 apart from args.
import errno

names = ["EAGAIN", "EALREADY", "EWOULDBLOCK", "EINPROGRESS", "ECHILD", "EPIPE", "ESHUTDOWN",
         "ECONNABORTED", "ECONNREFUSED", "ECONNRESET", "EEXIST", "ENOENT", "EISDIR", "ENOTDIR",
         "EINTR", "EACCES", "EPERM", "ESRCH", "ETIMEDOUT", "EINVAL", "ENOSPC"]
for n in names:
    e = OSError(getattr(errno, n), "msg")
    print(n, type(e).__name__, isinstance(e, OSError), e.errno, e.strerror, e)

e = OSError(errno.ENOENT, "No such file or directory", "data.txt")
print(type(e).__name__, e.args, e.errno, e.strerror, e.filename, e.filename2)
print(str(e), repr(e))
e = OSError(errno.EEXIST, "File exists", "a", None, "b")
print(type(e).__name__, e.args, e.filename, e.filename2, e)
e = OSError(errno.EPERM, "nope", None)
print(type(e).__name__, e.args, e.filename, e)
print(vars(e))

# One argument, or more than five: no errno parsing, no subclass.
for args in [(), ("just text",), (2,), (2, "a", "b", "c", "d", "e")]:
    e = OSError(*args)
    print(type(e).__name__, e.args, e.errno, e.strerror, e.filename, repr(str(e)))

# A subclass is kept as it is; IOError is OSError.
e = FileNotFoundError(errno.EACCES, "denied", "f")
print(type(e).__name__, e.errno, e)
print(IOError is OSError, type(IOError(errno.ENOENT, "x")).__name__)
e = OSError("2", "not an int errno")
print(type(e).__name__, e)

class MyErr(OSError):
    pass

e = MyErr(errno.ENOENT, "x", "f")
print(type(e).__name__, e.args, e.filename, e)

class WithInit(OSError):
    def __init__(self, *a):
        super().__init__(*a)
        self.extra = 1

e = WithInit(errno.ENOENT, "x", "f")
print(type(e).__name__, e.args, e.filename, e.extra, e, vars(e))

try:
    raise OSError(errno.ENOENT, "gone", "x.txt")
except FileNotFoundError as e:
    print("caught", type(e).__name__, e)

e = OSError(errno.ENOENT, "x")
e.filename = "later"
e.errno = 99
print(e, e.errno, e.args)
try:
    open("missing-file.txt")
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror, e.filename, e)

# Copies and pickles keep the file names (OSError's reduction carries them).
import copy
import pickle

for e in (OSError(errno.ENOENT, "x", "f"), OSError(errno.EEXIST, "y", "a", None, "b"), OSError(5, "io")):
    print(e.__reduce__())
    for c in (copy.copy(e), copy.deepcopy(e), pickle.loads(pickle.dumps(e))):
        print("  ", type(c).__name__, c.args, c.filename, c.filename2, c)
